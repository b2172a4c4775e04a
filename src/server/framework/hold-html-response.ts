/**
 * Framework patch: replaces `writeHead`, `write` and `end` on a response Next.js is about to
 * write, to hold a cached public page until it is complete. Works around Next's
 * Content-Security-Policy support, which gives scripts a per-request nonce and so only works
 * on pages rendered for each request (https://nextjs.org/docs/app/guides/content-security-policy);
 * a page served from Next's cache is allowed its own inline scripts by hash instead, which
 * needs its whole body. Remove when Next can write a hash-based policy for cached pages.
 */
import type { ServerResponse } from 'node:http'

import type { LRUCache } from 'lru-cache'

import { RESOURCE_POLICY } from '@/lib/security/csp'

const isHtml = (res: ServerResponse) =>
  /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

/** A written chunk as Next.js wrote it: text stays text (it is hashed as text). */
const asPart = (chunk: unknown, encoding?: unknown): string | Buffer =>
  typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
    ? chunk
    : Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), encoding as BufferEncoding)

const joined = (parts: Array<string | Buffer>): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.toString('utf8'))).join('')

/**
 * Holds an HTML page until its body is complete, then sends it with the policy `policyFor`
 * works out from it. Other responses pass through with the resource policy.
 */
export const holdPage = (
  res: ServerResponse,
  known: LRUCache<string, string>,
  policyFor: (html: string) => string,
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
      // Already given its policy and encoded by an inner pass through this server: Next.js
      // serves a page reached through a proxy rewrite by requesting it from itself, and
      // copies that answer out.
      mode = 'pass'
    } else if (isHtml(res)) {
      const etag = res.getHeader('etag')
      const policy = typeof etag === 'string' ? known.get(etag) : undefined
      if (policy) {
        res.setHeader('Content-Security-Policy', policy)
        mode = 'pass'
      } else {
        mode = 'hold'
      }
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
    const html = joined(chunks)
    const policy = policyFor(html)
    const etag = this.getHeader('etag')
    if (typeof etag === 'string' && this.statusCode === 200) known.set(etag, policy)
    this.setHeader('Content-Security-Policy', policy)
    const body = Buffer.from(html, 'utf8')
    if (this.hasHeader('content-length')) this.setHeader('Content-Length', body.length)
    return Reflect.apply(inner.end, this, done ? [body, done] : [body]) as ServerResponse
  } as ServerResponse['end']
}
