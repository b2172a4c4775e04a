/**
 * Writes a Brotli copy (`name.br`, the best quality) beside each script, stylesheet and SVG in
 * the build's `static` folder, for the server to send as it is (src/server/http/precompressed-static.ts).
 * These files never change under their names, so the most thorough compression is paid once,
 * at build time, instead of a quick one on every request: fewer bytes on a visitor's first
 * page, which a slow phone waits for before its first tap does anything scripted.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)

/**
 * What the build compresses and the server sends precompressed, with the type each goes out as;
 * fonts and pictures are compressed formats already.
 */
export const PRECOMPRESSED_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
}

// Below this, the saving is less than the frame of the response.
const SMALLEST_BYTES = 1024
// Compressions at a time: each holds one thread of libuv's pool; the build goes on beside them.
const AT_ONCE = 2

const filesUnder = async (folder) => {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
}

const compressOne = async (file) => {
  const body = await readFile(file)
  if (body.length < SMALLEST_BYTES) return 0
  const compressed = await brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  if (compressed.length >= body.length) return 0
  await writeFile(`${file}.br`, compressed)
  return 1
}

const isStaleCopy = async (file) => {
  const copy = await stat(`${file}.br`).catch(() => null)
  return !copy || copy.mtimeMs < (await stat(file)).mtimeMs
}

/** Compresses what has no up-to-date copy yet; answers how many copies it wrote. */
export const precompressStatic = async (staticDir) => {
  const files = (await filesUnder(staticDir).catch(() => [])).filter((file) =>
    Object.hasOwn(PRECOMPRESSED_TYPES, path.extname(file)),
  )
  const queue = []
  for (const file of files) if (await isStaleCopy(file)) queue.push(file)
  let written = 0
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      // Read after the compression: `written += await …` would add to a count read before it.
      const wrote = await compressOne(file)
      written += wrote
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return written
}
