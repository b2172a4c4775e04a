import { createHash } from 'node:crypto'
import { createServer, request, type IncomingHttpHeaders, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { contentSecurityPolicy } from '@/server/http/document-policy'

const PAGE = '<!doctype html><html><body><script>self.hydrate=1</script></body></html>'

let close: (() => void) | undefined
afterEach(() => close?.())

/** A real HTTP server whose responses go through the policy, as the request guards install it. */
const serve = async (handler: RequestListener) => {
  const applyPolicy = contentSecurityPolicy({})
  const server = createServer((req, res) => {
    applyPolicy(req, res)
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

describe('contentSecurityPolicy', () => {
  it('allows a page’s inline scripts by hash', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(PAGE)
    })
    const policy = (await fetch(url)).headers.get('content-security-policy')
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/)
  })

  it('keeps the policy of a page that arrives already compressed with its own (a proxied rewrite)', async () => {
    const inner = "default-src 'self'; script-src 'self' 'sha256-inner'"
    const url = await serve((_req, res) => {
      // What Next.js copies out of the answer it got by requesting the page from itself.
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'content-security-policy': inner,
      })
      res.end(gzipSync(PAGE))
    })
    const response = await fetch(url)
    expect(response.headers.get('content-security-policy')).toBe(inner)
    expect(await response.text()).toBe(PAGE)
  })
})

/** A raw GET (fetch would decompress and hide the encoding), with the bytes as sent. */
const rawGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }),
      )
    })
      .on('error', reject)
      .end()
  })

describe('pages held for their policy', () => {
  let page = PAGE
  const servePage = () =>
    serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write(page.slice(0, 20))
      res.end(page.slice(20))
    })

  it('go out compressed as the browser accepts, whole, with their length', async () => {
    const url = await servePage()
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE)
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE)
    const plain = await rawGet(url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('carry an ETag, and a browser holding the page gets 304 with no body and no policy', async () => {
    const url = await servePage()
    const first = await rawGet(url, { 'accept-encoding': 'br' })
    const etag = first.headers.etag!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    const again = await rawGet(url, { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['content-security-policy']).toBeUndefined()
  })

  it('changed, get a new ETag and a policy for their new scripts', async () => {
    const url = await servePage()
    const before = await rawGet(url, { 'accept-encoding': 'br' })
    page = PAGE.replace('self.hydrate=1', 'self.hydrate=2')
    const after = await rawGet(url, {
      'accept-encoding': 'br',
      'if-none-match': before.headers.etag!,
    })
    expect(after.status).toBe(200)
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.headers['content-security-policy']).not.toBe(
      before.headers['content-security-policy'],
    )
    expect(brotliDecompressSync(after.body).toString()).toBe(page)
  })
})

describe('chunk scripts of held pages', () => {
  const NEXT_PAGE =
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/app.js" async=""></script>' +
    '</head><body><h1>Hi</h1><script>self.hydrate=1</script></body></html>'
  const hashOf = (script: string) =>
    `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

  const pageAt = async (path: string) => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(NEXT_PAGE)
    })
    const response = await fetch(new URL(path, url))
    return { html: await response.text(), policy: response.headers.get('content-security-policy')! }
  }

  it('start after the first paint on the site’s pages, with the loader allowed by hash', async () => {
    const { html, policy } = await pageAt('/contact')
    expect(html).not.toContain('<script src="/_next/static/chunks/app.js" async="">')
    const loader = /<script>(\(function\(scripts,preloads\)[\s\S]*?)<\/script>/.exec(html)![1]
    expect(loader).toContain('"/_next/static/chunks/app.js"')
    expect(policy).toContain(hashOf(loader))
    expect(policy).toContain(hashOf('self.hydrate=1'))
  })

  it('load as Next.js wrote them on the admin’s pages', async () => {
    for (const path of ['/admin', '/admin/collections/registrations?page=2']) {
      const { html } = await pageAt(path)
      expect(html).toBe(NEXT_PAGE)
    }
  })
})
