import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import type { PageEncoding } from '@/lib/http/page-encoding'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Each page version is compressed once, so brotli may work a little harder than the
// compression middleware's per-response quality 4: quality 6 is smaller at about its speed
// (quality 9 and up take tens to hundreds of times longer for a few per cent more).
const compress = (body: Buffer, encoding: PageEncoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body)

export type CompressedPages = {
  /** The page's body in `encoding`: compressed once per page version and encoding. */
  bodyOf: (etag: string, encoding: PageEncoding, body: Buffer) => Promise<Buffer>
}

/**
 * Cached pages' compressed bodies, kept by the ETag Next.js gives each page (its hash of the
 * body) and the encoding. Next serves a cached page identical on every request until it is
 * rendered again, and compressing it anew each time was most of what such a request cost.
 * A page rendered again after a change has another ETag, so it is compressed afresh, and the
 * old version ages out. Bounded in bytes (least recently used out first); requests that miss
 * the same version at the same moment share one compression.
 */
export const compressedPages = (maxBytes: number): CompressedPages => {
  const kept = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (body) => Math.max(1, body.length),
  })
  const compressing = new Map<string, Promise<Buffer>>()
  return {
    bodyOf: (etag, encoding, body) => {
      const key = `${encoding} ${etag}`
      const known = kept.get(key)
      if (known) return Promise.resolve(known)
      const pending = compressing.get(key)
      if (pending) return pending
      const made = compress(body, encoding)
        .then((compressed) => {
          kept.set(key, compressed)
          return compressed
        })
        .finally(() => compressing.delete(key))
      compressing.set(key, made)
      return made
    },
  }
}
