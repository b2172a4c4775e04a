import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { precompressStatic } from '@/server/build/precompress-static.mjs'
import { precompressedStatic } from '@/server/http/precompressed-static'

// A chunk that compresses, as the build's do, and larger than the smallest worth compressing.
const script = `${'export const greeting = "Selamat datang";\n'.repeat(200)}`
const stylesheet = `${'.card{padding:1rem;border-radius:.5rem}\n'.repeat(100)}`

let root: string
let staticDir: string
let server: Server
let base: string

type Answer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

const ask = (url: string, { method = 'GET', encoding = 'gzip, deflate, br' } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    // The path goes as written: a URL would resolve its dot segments before sending it.
    const { hostname, port } = new URL(base)
    const options = { hostname, port, path: url, method, headers: { 'accept-encoding': encoding } }
    const req = request(options, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'precompressed-'))
  staticDir = path.join(root, 'static')
  await mkdir(path.join(staticDir, 'chunks'), { recursive: true })
  await mkdir(path.join(staticDir, 'media'), { recursive: true })
  await writeFile(path.join(staticDir, 'chunks', 'a1b2.js'), script)
  await writeFile(path.join(staticDir, 'chunks', 'c3d4.css'), stylesheet)
  await writeFile(path.join(staticDir, 'chunks', 'tiny.js'), 'export {}')
  await writeFile(path.join(staticDir, 'media', 'face.woff2'), Buffer.alloc(4096, 7))
  // Outside the static folder: no request may reach it.
  await writeFile(path.join(root, 'secret.js'), script)
  await writeFile(path.join(root, 'secret.js.br'), 'not for anyone')

  const send = precompressedStatic(staticDir)
  server = createServer((req, res) => {
    void send(req, res).then((sent) => {
      if (sent) return
      res.setHeader('X-Passed-On', '1')
      res.statusCode = 404
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(root, { recursive: true, force: true })
})

describe('the build writes a Brotli copy of each script, stylesheet and SVG', () => {
  it('writes copies that decompress to the files, leaving small files and fonts alone', async () => {
    expect(await precompressStatic(staticDir)).toBe(2)
    const copy = await readFile(path.join(staticDir, 'chunks', 'a1b2.js.br'))
    expect(copy.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(copy).toString()).toBe(script)
    const css = await readFile(path.join(staticDir, 'chunks', 'c3d4.css.br'))
    expect(brotliDecompressSync(css).toString()).toBe(stylesheet)
    await expect(stat(path.join(staticDir, 'chunks', 'tiny.js.br'))).rejects.toThrow()
    await expect(stat(path.join(staticDir, 'media', 'face.woff2.br'))).rejects.toThrow()
  })

  it('writes again only a copy older than its file', async () => {
    expect(await precompressStatic(staticDir)).toBe(0)
    const later = new Date(Date.now() + 60_000)
    await utimes(path.join(staticDir, 'chunks', 'c3d4.css'), later, later)
    expect(await precompressStatic(staticDir)).toBe(1)
  })
})

describe('the server sends the copies', () => {
  it('sends a browser that takes Brotli the copy as it is, with the headers of the file', async () => {
    const answer = await ask('/_next/static/chunks/a1b2.js')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.body).toEqual(await readFile(path.join(staticDir, 'chunks', 'a1b2.js.br')))
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    expect(brotliDecompressSync(answer.body).toString()).toBe(script)
    const css = await ask('/_next/static/chunks/c3d4.css')
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8')
  })

  it('answers a HEAD with the headers alone', async () => {
    const answer = await ask('/_next/static/chunks/a1b2.js', { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.body.length).toBe(0)
  })

  it('passes on a browser without Brotli, a file without a copy and anything else', async () => {
    const passedOn = [
      await ask('/_next/static/chunks/a1b2.js', { encoding: 'gzip, deflate' }),
      await ask('/_next/static/chunks/a1b2.js', { encoding: 'br;q=0, gzip' }),
      await ask('/_next/static/chunks/tiny.js'),
      await ask('/_next/static/media/face.woff2'),
      await ask('/_next/static/chunks/missing.js'),
      await ask('/_next/static/chunks/a1b2.js?v=1'),
      await ask('/_next/static/chunks/a1b2.js', { method: 'POST' }),
      await ask('/chunks/a1b2.js'),
    ]
    for (const answer of passedOn) expect(answer.headers['x-passed-on']).toBe('1')
  })

  it('never reaches outside the static folder', async () => {
    for (const url of [
      '/_next/static/../secret.js',
      '/_next/static/chunks/../../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/.%2e/secret.js',
      '/_next/static//secret.js',
      '/_next/static/chunks\\..\\..\\secret.js',
    ]) {
      const answer = await ask(url)
      expect(answer.headers['x-passed-on'], url).toBe('1')
      expect(answer.body.toString()).not.toContain('not for anyone')
    }
  })
})
