import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'

import type { PageEncoding } from '@/lib/http/page-encoding'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// Compressed once per page version, so brotli can afford quality 6 (the middleware's is 4).
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
  bodyOf: (etag: string, encoding: PageEncoding, body: Buffer) => Promise<Buffer>
}

// Next serves a cached page identical until it renders a new version under another ETag, so each
// version is compressed once; requests missing it at the same moment share one compression.
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
