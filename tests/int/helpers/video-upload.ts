/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are whatever JSON the API sent */
import { request } from 'node:http'
import { Readable } from 'node:stream'

import { api, type ApiResponse } from './rest'

/**
 * Bytes that are an MP4 file as far as any content check can tell: an ISO `ftyp` box with
 * the `isom` brand, then filler. Enough to prove type detection without a codec.
 */
export const fakeVideo = (size: number): Uint8Array => {
  const bytes = new Uint8Array(size)
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2'),
  ])
  bytes.set(ftyp)
  for (let i = ftyp.length; i < size; i++) bytes[i] = (i * 31) % 251
  return bytes
}

/** A stream of `size` bytes of a fake video, made as it is read (never held whole). */
export const streamedVideo = (size: number, chunk = 1024 * 1024): ReadableStream<Uint8Array> => {
  const head = fakeVideo(Math.min(size, 64 * 1024))
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      const length = Math.min(chunk, size - sent)
      const part = new Uint8Array(length)
      if (sent < head.length) part.set(head.subarray(sent, Math.min(head.length, sent + length)))
      sent += length
      controller.enqueue(part)
    },
  })
}

const isOurLink = (url: string) => url.startsWith('/') || url.includes('/api/objects/uploads/')

/** PUTs a body to an upload URL: our own link in-process, an S3 URL over the network. */
export const putUpload = async (
  uploadURL: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  {
    contentType = 'video/mp4',
    contentLength,
  }: { contentType?: string; contentLength?: number } = {},
): Promise<ApiResponse> => {
  const length = contentLength ?? (body instanceof Uint8Array ? body.length : undefined)
  const headers: Record<string, string> = { 'content-type': contentType }
  if (length !== undefined) headers['content-length'] = String(length)
  if (isOurLink(uploadURL)) {
    const url = new URL(uploadURL, 'http://localhost')
    return api('PUT', url.pathname.replace(/^\/api/, '') + url.search, { rawBody: body, headers })
  }
  return putOverHttp(uploadURL, body, headers)
}

/** A raw HTTP PUT with the exact Content-Length given (fetch would compute its own). */
const putOverHttp = (
  url: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string>,
): Promise<ApiResponse> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'PUT', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: new Headers(res.headers as Record<string, string>),
        }),
      )
    })
    // The store may answer (and close) before the whole body is sent; that is its answer.
    req.on('error', reject)
    const source =
      body instanceof Uint8Array ? Readable.from([body]) : Readable.fromWeb(body as never)
    source.on('error', reject)
    source.pipe(req)
  })

export const requestUploadUrl = async (token: string, body?: object): Promise<string> => {
  const res = await api('POST', '/objects/upload', { token, body })
  if (res.status !== 200)
    throw new Error(`upload URL refused: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.uploadURL
}

export const normalize = (token: string, rawPath: string): Promise<ApiResponse> =>
  api('POST', '/objects/normalize-path', { token, body: { rawPath } })

/** The whole dashboard flow: upload URL, PUT, normalize; returns the stored path. */
export const uploadVideo = async (token: string, bytes: Uint8Array): Promise<string> => {
  const uploadURL = await requestUploadUrl(token)
  const put = await putUpload(uploadURL, bytes)
  if (put.status !== 200) throw new Error(`PUT failed: ${put.status} ${JSON.stringify(put.body)}`)
  const normalized = await normalize(token, uploadURL)
  if (normalized.status !== 200) {
    throw new Error(`normalize failed: ${normalized.status} ${JSON.stringify(normalized.body)}`)
  }
  return (normalized.body as any).normalizedPath
}
