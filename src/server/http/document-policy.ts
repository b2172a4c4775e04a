import type { IncomingMessage, ServerResponse } from 'node:http'

import { startScriptsAfterFirstPaint } from '@/lib/html/scripts-after-first-paint'
import { isNotModified } from '@/lib/http/conditional-request'
import {
  documentPolicy,
  inlineScriptHashes,
  RESOURCE_POLICY,
  type DocumentPolicyOptions,
} from '@/lib/security/csp'

import { createPagePreparer } from './prepared-pages'

type Write = ServerResponse['write']
type End = ServerResponse['end']

/** A written chunk as Next.js wrote it: text stays text (it is hashed as text). */
const asPart = (chunk: unknown, encoding?: unknown): string | Buffer =>
  typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
    ? chunk
    : Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), encoding as BufferEncoding)

const joined = (parts: Array<string | Buffer>): string | Buffer =>
  parts.every((part) => typeof part === 'string')
    ? parts.join('')
    : Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))))

const requestHeaders = (req: IncomingMessage) => ({
  get: (name: string) => {
    const value = req.headers[name]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  },
})

type PolicyOptions = Omit<DocumentPolicyOptions, 'scriptHashes'>

/**
 * Gives each response its Content-Security-Policy. An HTML page is held until its body is
 * complete, then sent with a policy allowing exactly its inline scripts (by hash), an ETag
 * (answering 304 when the browser has it) and compressed; pages come from Next's cache whole,
 * so holding them costs no waiting, and that work is done once per distinct page
 * (prepared-pages.ts). Anything else (API answers, scripts, images, videos, downloads)
 * streams through untouched with a policy under which nothing runs. A 304 carries no policy:
 * the browser keeps the one stored with its copy, which matches that copy's scripts (a policy
 * sent on a 304 would replace it).
 */
export const contentSecurityPolicy = (options: PolicyOptions) => {
  const policyFor = (html: string) =>
    documentPolicy({ ...options, scriptHashes: inlineScriptHashes(html) })
  // The site's pages start their scripts after the first paint; the admin's (Payload's app,
  // staff only, no paint target) load as Next.js writes them.
  const preparePublicPage = createPagePreparer(policyFor, startScriptsAfterFirstPaint)
  const prepareAdminPage = createPagePreparer(policyFor)
  return (req: IncomingMessage, res: ServerResponse): void =>
    holdPages(req, res, isAdminPath(req.url) ? prepareAdminPage : preparePublicPage)
}

const isAdminPath = (url = '') => url === '/admin' || /^\/admin[/?#]/.test(url)

const holdPages = (
  req: IncomingMessage,
  res: ServerResponse,
  preparePage: ReturnType<typeof createPagePreparer>,
): void => {
  const inner = {
    write: res.write,
    end: res.end,
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    flush: (res as ServerResponse & { flush?: () => void }).flush,
  }
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
  let sending = false
  const chunks: Array<string | Buffer> = []

  const decide = () => {
    if (mode !== 'undecided') return mode
    const type = String(res.getHeader('content-type') ?? '')
    if (res.statusCode === 304) {
      res.removeHeader('Content-Security-Policy')
      mode = 'pass'
    } else if (res.hasHeader('content-encoding') && res.hasHeader('content-security-policy')) {
      // Already encoded and given its policy by an inner pass: Next.js serves a page reached
      // through a proxy rewrite (/gallery, /blog) by requesting it from itself, and copies
      // that answer out. Hashing the compressed bytes again found no scripts, and the policy
      // that replaced the inner one blocked every inline script of the page.
      mode = 'pass'
    } else if (req.method !== 'HEAD' && /^text\/html\b/i.test(type)) {
      mode = 'hold'
    } else {
      res.setHeader('Content-Security-Policy', RESOURCE_POLICY)
      mode = 'pass'
    }
    return mode
  }

  // While a page is held, headers must not go out: writeHead becomes setHeader calls (Node
  // sends them with the first real write), flushHeaders and flush wait.
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

  res.flushHeaders = function (this: ServerResponse) {
    if (decide() === 'pass') inner.flushHeaders.call(this)
  }
  ;(res as ServerResponse & { flush?: () => void }).flush = function (this: ServerResponse) {
    if (decide() === 'pass') inner.flush?.call(this)
  }

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
  } as Write

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
    const page = preparePage(joined(chunks))
    this.setHeader('Content-Security-Policy', page.policy)
    if (this.statusCode === 200) {
      this.setHeader('ETag', page.etag)
      if (isNotModified(requestHeaders(req), { etag: page.etag })) {
        this.statusCode = 304
        for (const name of ['Content-Security-Policy', 'Content-Type', 'Content-Length'])
          this.removeHeader(name)
        return Reflect.apply(inner.end, this, done ? [done] : []) as ServerResponse
      }
    }
    page.bodyFor(req.headers).then(
      ({ encoding: contentEncoding, body }) => {
        if (contentEncoding !== 'identity') this.setHeader('Content-Encoding', contentEncoding)
        this.setHeader('Content-Length', body.length)
        Reflect.apply(inner.end, this, done ? [body, done] : [body])
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    )
    return this
  } as End
}
