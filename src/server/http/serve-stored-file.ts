import { Readable } from 'node:stream'

import { isNotModified, rangeStillApplies } from '@/lib/http/conditional-request'
import { requestedRange } from '@/lib/video-uploads/byte-range'
import type { StoredFiles } from '@/server/storage/stored-files'

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

const bodyOf = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream

export type FileToServe = {
  files: StoredFiles
  name: string
  /** Decided by the caller from what it accepted, not by what a store happens to say. */
  contentType: string
  cacheControl: string
}

export const serveStoredFile = async (
  request: Pick<Request, 'method' | 'headers'>,
  { files, name, contentType, cacheControl }: FileToServe,
): Promise<Response> => {
  const info = await files.stat(name)
  if (!info) return notFound()

  const headers = new Headers({
    'accept-ranges': 'bytes',
    'content-type': contentType,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  })
  if (info.etag) headers.set('etag', info.etag)
  if (info.lastModified) headers.set('last-modified', info.lastModified.toUTCString())

  if (isNotModified(request.headers, info)) return new Response(null, { status: 304, headers })

  const rangeHeader = rangeStillApplies(request.headers, info) ? request.headers.get('range') : null
  const wanted = requestedRange(rangeHeader, info.size)
  const withBody = request.method !== 'HEAD'

  if (wanted.kind === 'unsatisfiable') {
    headers.set('content-range', `bytes */${info.size}`)
    return new Response(null, { status: 416, headers })
  }
  if (wanted.kind === 'partial') {
    const { start, end } = wanted.range
    headers.set('content-range', `bytes ${start}-${end}/${info.size}`)
    headers.set('content-length', String(end - start + 1))
    const body = withBody ? bodyOf(await files.read(name, wanted.range)) : null
    return new Response(body, { status: 206, headers })
  }
  headers.set('content-length', String(info.size))
  const body = withBody && info.size > 0 ? bodyOf(await files.read(name)) : null
  return new Response(body, { status: 200, headers })
}
