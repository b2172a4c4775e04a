import { readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

// The build's Brotli copies of the page's scripts and stylesheet are what a browser that takes
// Brotli gets, byte for byte (src/server/http/precompressed-static.ts).

const STATIC_DIR = path.join(process.cwd(), '.next', 'static')

type Raw = { status: number; encoding: string | undefined; body: Buffer }

// Node's own client, which leaves the body as it was sent (Playwright's decompresses it).
const getRaw = (url: string, acceptEncoding: string) =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })

test('a page’s scripts and stylesheet go out as the build compressed them', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text()
  const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?]+\.(?:js|css))"/g)].map(
    (match) => match[1],
  )
  expect(assets.length).toBeGreaterThan(3)
  for (const asset of new Set(assets)) {
    const name = asset.slice('/_next/static/'.length)
    const original = await readFile(path.join(STATIC_DIR, name))
    // Neither the build nor the server compresses a file of a few hundred bytes.
    if (original.length < 1024) continue
    const copy = await readFile(path.join(STATIC_DIR, `${name}.br`))
    const sent = await getRaw(`${baseURL}${asset}`, 'gzip, deflate, br, zstd')
    expect(sent.status, asset).toBe(200)
    expect(sent.encoding, asset).toBe('br')
    expect(sent.body.equals(copy), asset).toBe(true)
    expect(brotliDecompressSync(sent.body).equals(original), asset).toBe(true)
    // A browser without Brotli still gets the file, compressed on the way as before.
    const gzipped = await getRaw(`${baseURL}${asset}`, 'gzip')
    expect(gzipped.status, asset).toBe(200)
    expect(gzipped.encoding, asset).toBe('gzip')
  }
})
