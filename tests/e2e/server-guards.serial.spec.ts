import { execFileSync } from 'node:child_process'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { DEFAULT_FORM_WINDOW_SECONDS } from '../../src/lib/form-rate-limit'
import { spawnAppInstance } from './helpers/app-instance'
import { startInOneRateWindow } from '../shared/rate-window'

// What the site's one server entry (src/server/http/server.ts) guarantees: it listens only
// once its guards are in place, pages that are not cached stream, and nothing a visitor
// varies at will (paths, query strings) makes the caches grow.

test.describe.configure({ mode: 'serial' })

const E2E_PORT = Number(process.env.E2E_PORT || 3100)

type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string }

/** A request from a loopback address of the test's choosing (its own rate-limit client). */
const requestFrom = (
  localAddress: string,
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, localAddress, agent: false }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (part: string) => (text += part))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

test('from the first connection it accepts, every answer carries the guards and the socket decides the client', async () => {
  test.setTimeout(300_000)
  const port = E2E_PORT + 7
  const limit = 3
  // The posts below spend the budget: they must all fall in one of the limit's windows.
  await startInOneRateWindow(DEFAULT_FORM_WINDOW_SECONDS)
  const instance = spawnAppInstance(port, {
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    PAYLOAD_SECRET: 'e2e-test-secret-not-for-production',
    SERVER_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_FORMS: String(limit),
  })
  try {
    // Knock until the server takes a connection, then fire at once.
    while (!(await accepts(port))) {
      expect(instance.child.exitCode, instance.output()).toBeNull()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    // A client address no other test uses: its own budget of form submissions.
    const client = `127.0.0.${10 + Math.floor(Math.random() * 240)}`
    const base = `http://127.0.0.1:${port}`
    const reads = await Promise.all(
      ['/', '/contact', '/admin/login', '/api/videos', '/robots.txt', '/no-such-page'].map((path) =>
        requestFrom(client, base + path),
      ),
    )
    const posts: RawAnswer[] = []
    for (let i = 0; i < limit + 2; i++) {
      posts.push(
        await requestFrom(client, `${base}/api/contact`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // Each claims to be someone else: only the socket may say who a client is.
            'x-academy-peer-address': `203.0.113.${i + 1}`,
            'x-forwarded-for': `198.51.100.${i + 1}`,
          },
          body: JSON.stringify({
            name: 'Guarded From Start',
            email: `guard-${i}@example.my`,
            message: 'Sent the moment the server opened.',
          }),
        }),
      )
    }
    for (const answer of [...reads, ...posts]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['x-frame-options']).toBe('DENY')
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    }
    expect(reads.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 404])
    expect(posts.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429])
  } finally {
    await instance.stop()
  }
})

/** The body of a chunked answer as the server wrote it: each write is one chunk on the wire. */
const chunksOf = (port: number, path: string) =>
  new Promise<{ head: string; chunks: string[] }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let raw = Buffer.alloc(0)
    socket.on('data', (part: Buffer) => (raw = Buffer.concat([raw, part])))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = raw.toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      const head = text.slice(0, split)
      const chunks: string[] = []
      let at = split + 4
      for (;;) {
        const lineEnd = text.indexOf('\r\n', at)
        const size = parseInt(text.slice(at, lineEnd), 16)
        if (!size) break
        chunks.push(text.slice(lineEnd + 2, lineEnd + 2 + size))
        at = lineEnd + 2 + size + 2
      }
      resolve({ head, chunks })
    })
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/html\r\n` +
        'Accept-Encoding: identity\r\nConnection: close\r\n\r\n',
    )
  })

test('the admin’s sign-in page streams as Next.js writes it, under a nonce', async () => {
  const { head, chunks } = await chunksOf(E2E_PORT, '/admin/login')
  expect(head).toMatch(/^HTTP\/1\.1 200/)
  expect(head).toMatch(/transfer-encoding: chunked/i)
  expect(head).not.toMatch(/content-length/i)
  const nonce = /content-security-policy:[^\r]*'nonce-([^']+)'/i.exec(head)?.[1]
  expect(nonce).toBeTruthy()
  // Sent in parts as rendered, not held whole: the first part is not the whole page.
  expect(chunks.length).toBeGreaterThan(1)
  expect(chunks[0]).not.toContain('</html>')
  expect(chunks.join('')).toContain(`nonce="${nonce}"`)
})

const folderBytes = (folder: string): number => {
  try {
    return Number(
      execFileSync('du', ['-sb', path.join(process.cwd(), folder)])
        .toString()
        .split('\t')[0],
    )
  } catch {
    return 0
  }
}
const CACHE_FOLDERS = ['.next/server/route-cache', '.next/cache/fetch-cache']
const cacheBytes = () => CACHE_FOLDERS.reduce((sum, folder) => sum + folderBytes(folder), 0)

/** Runs `count` requests, `parallel` at a time. */
const flood = async (count: number, parallel: number, send: (i: number) => Promise<number>) => {
  const statuses = new Map<number, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const status = await send(next++)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return Object.fromEntries(statuses)
}

test('a thousand invented paths and a thousand junk queries leave the caches as they were', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const random = () => Math.random().toString(36).slice(2, 10)
  // Warm what legitimately is cached, so only what the flood adds is counted.
  for (const path of ['/', '/programs', '/blog', '/api/videos', '/api/blog?lang=ms'])
    await request.get(path)
  const before = cacheBytes()

  const paths = await flood(1000, 8, async (i) => {
    const shapes = [
      `/${random()}`,
      `/programs/${random()}`,
      `/blog/${random()}`,
      `/gallery/${random()}`,
      `/${random()}/${random()}`,
    ]
    return (await request.get(shapes[i % shapes.length])).status()
  })
  const queries = await flood(1000, 8, async (i) => {
    const shapes = [
      `/api/blog?limit=100&depth=3&locale=all&z=${i}`,
      `/api/videos?z=${random()}`,
      `/api/blog?lang=ms&page=${i}`,
      `/programs?utm_source=${random()}`,
    ]
    return (await request.get(shapes[i % shapes.length])).status()
  })

  expect(paths).toEqual({ 404: 1000 })
  expect(queries[500] ?? 0).toBe(0)
  const grown = cacheBytes() - before
  expect(grown, `the caches grew by ${grown} bytes`).toBeLessThan(1024 * 1024)
  // The invented 404s are rendered each time, never kept.
  const again = await request.get('/programs/never-kept')
  expect(again.status()).toBe(404)
  expect((await request.get('/programs/never-kept')).headers()['x-nextjs-cache']).not.toBe('HIT')
})

test('the image optimiser resizes the site’s own pictures as its pages ask, and refuses a thousand junk variations unresized', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const gallery = await (await request.get('/gallery')).text()
  const written = /\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(gallery)
  expect(written, 'a gallery picture through the optimiser').not.toBeNull()
  const [, url, width, quality] = written!
  const address = decodeURIComponent(url)
  expect(address).toMatch(/^\/api\/media\/file\/[^?]+\?v=[\w.-]+$/)
  const file = address.split('?')[0]
  const asWritten = await request.get(`/_next/image?url=${url}&w=${width}&q=${quality}`)
  expect(asWritten.status()).toBe(200)
  expect(asWritten.headers()['content-type']).toMatch(/^image\//)

  const before = folderBytes('.next/cache/images')
  const random = () => Math.random().toString(36).slice(2, 10)
  const junk = await flood(1000, 8, async (i) => {
    const shapes = [
      // Another query or a made-up version of the picture's own address: each would be a new
      // resize.
      i % 2
        ? `/_next/image?url=${encodeURIComponent(`${address}&z=${random()}`)}&w=3840&q=75`
        : `/_next/image?url=${encodeURIComponent(`${file}?v=${random()}.abcdefghijkl`)}&w=3840&q=75`,
      `/_next/image?url=${url}&w=${width}&q=${1 + (i % 74)}`,
      `/_next/image?url=${url}&w=${4000 + i}&q=75`,
      `/_next/image?url=${encodeURIComponent(`/images/blog-defaults/1.webp?z=${i}`)}&w=640&q=75`,
      `/_next/image?url=${encodeURIComponent(`/${random()}.webp`)}&w=640&q=75`,
    ]
    return (await request.get(shapes[i % shapes.length])).status()
  })
  expect(junk).toEqual({ 400: 1000 })
  const grown = folderBytes('.next/cache/images') - before
  expect(grown, `the image cache grew by ${grown} bytes`).toBe(0)
})
