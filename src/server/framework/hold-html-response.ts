/**
 * Framework patch: replaces `writeHead`, `write` and `end` to hold a cached public page until it
 * is complete. Next's Content-Security-Policy nonces only work on pages rendered per request
 * (https://nextjs.org/docs/app/guides/content-security-policy); a cached page gets its inline
 * scripts allowed by hash, which needs the whole body. Remove when Next can hash cached pages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { LRUCache } from 'lru-cache'

import { pageEncodingFor } from '@/lib/http/page-encoding'
import { RESOURCE_POLICY } from '@/lib/security/csp'

import type { CompressedPages } from '@/server/http/compressed-pages'

const isHtml = (res: ServerResponse) =>
  /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

/** Text stays text: it is hashed as text. */
const asPart = (chunk: unknown, encoding?: unknown): string | Buffer =>
  typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
    ? chunk
    : Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), encoding as BufferEncoding)

const joined = (parts: Array<string | Buffer>): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)))

type Held = {
  /** Policies by ETag. */
  known: LRUCache<string, string>
  policyFor: (html: string) => string
  pages?: CompressedPages
}

export const holdPage = (
  req: IncomingMessage,
  res: ServerResponse,
  { known, policyFor, pages }: Held,
): void => {
  const inner = { write: res.write, end: res.end, writeHead: res.writeHead }
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
  let sending = false
  const chunks: Array<string | Buffer> = []

  const decide = () => {
    if (mode !== 'undecided') return mode
    if (res.statusCode === 304) {
      res.removeHeader('Content-Security-Policy')
      mode = 'pass'
    } else if (res.hasHeader('content-encoding') && res.hasHeader('content-security-policy')) {
      // Already given its policy and encoded by an inner pass: Next serves a proxy rewrite by
      // requesting it from itself.
      mode = 'pass'
    } else if (isHtml(res)) {
      mode = 'hold'
    } else {
      res.setHeader('Content-Security-Policy', RESOURCE_POLICY)
      mode = 'pass'
    }
    return mode
  }

  // While a page is held its headers must not go out: writeHead becomes setHeader calls
  // (Node sends them with the first real write).
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (sending || mode === 'pass')
      return Reflect.apply(inner.writeHead, this, [statusCode, ...rest])
    const headers = rest.find((arg) => arg && typeof arg === 'object') as
      Record<string, string | string[] | number> | Array<string> | undefined
    const message = rest.find((arg) => typeof arg === 'string') as string | undefined
    this.statusCode = statusCode
    if (message) this.statusMessage = message
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value)
    }
    return this
  } as ServerResponse['writeHead']

  res.write = function (
    this: ServerResponse,
    chunk: unknown,
    encoding?: unknown,
    callback?: unknown,
  ) {
    if (decide() === 'pass')
      return Reflect.apply(inner.write, this, [chunk, encoding, callback]) as boolean
    chunks.push(asPart(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done as () => void)
    return true
  } as ServerResponse['write']

  res.end = function (
    this: ServerResponse,
    chunk?: unknown,
    encoding?: unknown,
    callback?: unknown,
  ) {
    if (decide() === 'pass')
      return Reflect.apply(inner.end, this, [chunk, encoding, callback]) as ServerResponse
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(asPart(chunk, encoding))
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function') as
      (() => void) | undefined
    sending = true
    const body = joined(chunks)
    const header = this.getHeader('etag')
    const etag = typeof header === 'string' && this.statusCode === 200 ? header : null
    let policy = etag ? known.get(etag) : undefined
    if (!policy) {
      policy = policyFor(body.toString('utf8'))
      if (etag) known.set(etag, policy)
    }
    this.setHeader('Content-Security-Policy', policy)
    const send = (sent: Buffer) => {
      if (this.hasHeader('content-length') || this.hasHeader('content-encoding'))
        this.setHeader('Content-Length', sent.length)
      Reflect.apply(inner.end, this, done ? [sent, done] : [sent])
    }
    const chosen =
      etag && pages && req.method === 'GET' ? pageEncodingFor(req.headers['accept-encoding']) : null
    if (!etag || !pages || !chosen) {
      send(body)
      return this
    }
    // Encoded here, the compression middleware leaves the body as it is.
    pages.bodyOf(etag, chosen, body).then(
      (compressed) => {
        this.setHeader('Content-Encoding', chosen)
        send(compressed)
      },
      () => send(body),
    )
    return this
  } as ServerResponse['end']
}
