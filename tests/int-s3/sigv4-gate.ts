/**
 * s3rver checks the credential and expiry of a presigned URL but not its SigV4 signature
 * ("unimplemented" in its source). Real S3 and MinIO do, and the upload tests must show a
 * tampered or resized upload refused, so this loopback front door recomputes the signature
 * of every presigned request, exactly as S3 does, before passing it on to s3rver. Requests
 * signed in their Authorization header (the app's own SDK calls) pass straight through.
 */
import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { SignatureV4 } from '@smithy/signature-v4'

const bytes = (data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data)

/** The checksum shape @smithy/signature-v4 expects, on node:crypto. */
class Sha256 {
  private readonly hash: Hash | Hmac
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256')
  }
  update(data: string | ArrayBuffer | ArrayBufferView) {
    this.hash.update(bytes(data))
  }
  async digest() {
    return new Uint8Array(this.hash.digest())
  }
}

const PRESIGN_PARAMS = new Set([
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
])

const parseAmzDate = (value: string) =>
  new Date(
    `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`,
  )

/** True when the presigned request carries the signature S3 would compute for it. */
const presignatureMatches = async (
  req: IncomingMessage,
  credentials: { accessKeyId: string; secretAccessKey: string },
): Promise<boolean> => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
  const given = url.searchParams.get('X-Amz-Signature')
  const [, date, region, service] = (url.searchParams.get('X-Amz-Credential') ?? '').split('/')
  const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';')
  const query: Record<string, string> = {}
  const headers: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    if (name === 'X-Amz-Signature') continue
    // Headers the SDK hoisted into the query (X-Amz-Content-Sha256: UNSIGNED-PAYLOAD) go
    // back to being headers, as the signer had them; it hoists them again itself.
    if (/^x-amz-/i.test(name) && !PRESIGN_PARAMS.has(name)) headers[name] = value
    else query[name] = value
  }
  for (const name of signedHeaders) {
    const value = req.headers[name]
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value
  }
  if (!given || !date || !region || !service) return false
  const signer = new SignatureV4({
    credentials,
    region,
    service,
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  })
  const presigned = await signer.presign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: decodeURIComponent(url.pathname),
      query,
      headers,
    },
    {
      signingDate: parseAmzDate(url.searchParams.get('X-Amz-Date') ?? ''),
      expiresIn: Number(url.searchParams.get('X-Amz-Expires')),
      signableHeaders: new Set(signedHeaders),
    },
  )
  return presigned.query?.['X-Amz-Signature'] === given
}

const SIGNATURE_MISMATCH = `<?xml version="1.0" encoding="UTF-8"?>
<Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>`

export const startSigV4Gate = async (
  upstreamPort: number,
  credentials: { accessKeyId: string; secretAccessKey: string },
): Promise<{ port: number; close: () => Promise<void> }> => {
  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.url?.includes('X-Amz-Signature=') && !(await presignatureMatches(req, credentials))) {
        req.resume()
        res.writeHead(403, { 'content-type': 'application/xml', connection: 'close' })
        res.end(SIGNATURE_MISMATCH)
        return
      }
      const upstream = request(
        {
          host: '127.0.0.1',
          port: upstreamPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
