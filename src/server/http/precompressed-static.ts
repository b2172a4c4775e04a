import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { pageEncodingFor } from '@/lib/http/page-encoding'
import { PRECOMPRESSED_TYPES } from '@/server/build/precompress-static.mjs'

const PREFIX = '/_next/static/'

// The build's own file names: hashed chunks and media, in folders, with no dots leading a part.
const SAFE_NAME = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/

const typeOf = (name: string): string | undefined =>
  (PRECOMPRESSED_TYPES as Record<string, string>)[path.extname(name)]

// What Next sends with these files: their names change whenever their contents do.
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Found = { file: string; bytes: number; type: string }

/** A request for the build's static files, which only those files can answer. */
export const isStaticRequest = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && Boolean(req.url?.startsWith(PREFIX))

/**
 * Sends the build's Brotli copy of a script, stylesheet or SVG (written by
 * src/server/build/precompress-static.mjs) to a browser that takes Brotli, as a reverse proxy
 * with precompressed files would; anything else goes on to Next as before. Answers whether it
 * took the request.
 */
export const precompressedStatic = (staticDir: string) => {
  // Only files that exist are remembered, so the map is as large as the build, whatever is asked.
  const known = new Map<string, Found>()

  const find = async (name: string): Promise<Found | null> => {
    const remembered = known.get(name)
    if (remembered) return remembered
    const type = typeOf(name)
    if (!type || !SAFE_NAME.test(name)) return null
    const file = path.join(staticDir, `${name}.br`)
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return null
    const found = { file, bytes: info.size, type }
    known.set(name, found)
    return found
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = req.url ?? ''
    if (!isStaticRequest(req) || url.includes('?')) return false
    if (pageEncodingFor(req.headers['accept-encoding']) !== 'br') return false
    const found = await find(url.slice(PREFIX.length))
    if (!found) return false
    res.statusCode = 200
    res.setHeader('Content-Type', found.type)
    res.setHeader('Content-Encoding', 'br')
    res.setHeader('Content-Length', found.bytes)
    res.setHeader('Cache-Control', IMMUTABLE)
    res.setHeader('Vary', 'Accept-Encoding')
    if (req.method === 'HEAD') {
      res.end()
      return true
    }
    const body = createReadStream(found.file)
    body.on('error', () => res.destroy())
    body.pipe(res)
    return true
  }
}
