import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

export type PageEncoding = 'br' | 'gzip' | 'identity'

/**
 * How one HTML page goes out: its policy and validator, and its body in the encoding a client
 * accepts (asked for only once the page is known to be sent, not for a 304).
 */
export type PreparedPage = {
  policy: string
  etag: string
  bodyFor: (headers: IncomingHttpHeaders) => Promise<{ encoding: PageEncoding; body: Buffer }>
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Quality 6 is within a few per cent of the best size at a sixtieth of quality 11's time,
// which matters for pages that are not cached and so are encoded on every request.
const BROTLI_QUALITY = 6

const encode = (body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body)

const ENCODINGS: PageEncoding[] = ['br', 'gzip', 'identity']

// negotiator 1.x takes the server's order for ties (browsers list gzip before br); its
// published types predate that argument.
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined

/** The best encoding the client accepts; between equals, brotli, then gzip. */
export const pageEncodingFor = (headers: IncomingHttpHeaders): PageEncoding => {
  const negotiator = new Negotiator({ headers })
  const chosen = (negotiator.encoding as unknown as EncodingChoice).call(negotiator, ENCODINGS, {
    preferred: ENCODINGS,
  })
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity'
}

/**
 * Prepares HTML pages for sending, remembering the work per distinct page: pages come from
 * Next's cache identical on every request, and hashing their inline scripts and compressing
 * them each time was most of what serving a cached page cost. A page is known by a digest of
 * its bytes, so a changed page is simply a new entry; old ones age out. `rewrite`, when
 * given, changes the page before its policy is worked out (so its hashes cover the result).
 */
export const createPagePreparer = (
  policyFor: (html: string) => string,
  rewrite: (html: string) => string = (html) => html,
) => {
  // A page's rewritten body and policy. Pages are up to a few hundred KiB before compression.
  const pages = new LRUCache<string, { body: Buffer; policy: string }>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: ({ body }) => body.length || 1,
  })
  // Compressed pages are some tens of KiB each: a few hundred stay well under 32 MiB.
  const encoded = new LRUCache<string, Buffer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (body) => body.length || 1,
  })

  return (html: string | Buffer): PreparedPage => {
    const digest = createHash('sha1').update(html).digest('base64url')
    let page = pages.get(digest)
    if (page === undefined) {
      const text = rewrite(typeof html === 'string' ? html : html.toString('utf8'))
      page = { body: Buffer.from(text, 'utf8'), policy: policyFor(text) }
      pages.set(digest, page)
    }
    const { body: raw, policy } = page
    const bodyFor = async (headers: IncomingHttpHeaders) => {
      const encoding = pageEncodingFor(headers)
      if (encoding === 'identity') return { encoding, body: raw }
      const key = `${encoding}:${digest}`
      let body = encoded.get(key)
      if (body === undefined) {
        body = await encode(raw, encoding)
        encoded.set(key, body)
      }
      return { encoding, body }
    }
    return { policy, etag: `W/"${digest}"`, bodyFor }
  }
}
