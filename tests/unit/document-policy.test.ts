import { createHash } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { compressedPages, type CompressedPages } from '@/server/http/compressed-pages'
import { contentSecurityPolicy } from '@/server/http/document-policy'

const NEXT_SCRIPT = 'self.__next_f.push([1,"0:[]"])'
const INJECTED = 'alert(1)'
const PAGE = `<!doctype html><html><body><script>${NEXT_SCRIPT}</script><script>${INJECTED}</script></body></html>`
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`

let close: (() => void) | undefined
afterEach(() => close?.())

/** A real HTTP server whose responses go through the policy, as the request guards apply it. */
const serve = async (
  handler: (seen: IncomingHttpHeaders) => RequestListener,
  pages?: CompressedPages,
) => {
  const logger = { warn: vi.fn() }
  const applyPolicy = contentSecurityPolicy({}, logger, pages)
  const server = createServer((req, res) => {
    applyPolicy(req, res)
    handler(req.headers)(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, logger }
}

const html: RequestListener = (_req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.write(PAGE.slice(0, 20))
  res.end(PAGE.slice(20))
}

describe('a cached public page', () => {
  it('allows Next’s own inline scripts by hash, and never one injected into it', async () => {
    const { url, logger } = await serve(() => html)
    const response = await fetch(`${url}/programs`)
    const policy = response.headers.get('content-security-policy')!
    expect(policy).toContain(`script-src 'self' ${hashOf(NEXT_SCRIPT)};`)
    expect(policy).not.toContain(hashOf(INJECTED))
    expect(policy).not.toContain('nonce')
    expect(await response.text()).toBe(PAGE)
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('/programs: 1 inline script'))
  })

  it('reuses the policy of a page version it has read (same ETag), and reads a new version', async () => {
    let body = PAGE
    let etag = '"v1"'
    let reads = 0
    const { url, logger } = await serve(() => (_req, res) => {
      reads++
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('etag', etag)
      res.end(body)
    })
    const first = await fetch(`${url}/about`)
    const policy = first.headers.get('content-security-policy')!
    expect(policy).toContain(hashOf(NEXT_SCRIPT))
    const again = await fetch(`${url}/about`)
    expect(again.headers.get('content-security-policy')).toBe(policy)
    expect(await again.text()).toBe(PAGE)
    // Read once: the second copy went out with the stored policy.
    expect(logger.warn).toHaveBeenCalledTimes(1)
    // A new version of the page (a new ETag) is read again and gets its own policy.
    const changed = 'self.__next_f.push([1,"1:[]"])'
    body = PAGE.replace(NEXT_SCRIPT, changed)
    etag = '"v2"'
    const next = await fetch(`${url}/about`)
    const nextPolicy = next.headers.get('content-security-policy')!
    expect(nextPolicy).toContain(hashOf(changed))
    expect(nextPolicy).not.toContain(hashOf(NEXT_SCRIPT))
    expect(logger.warn).toHaveBeenCalledTimes(2)
    expect(reads).toBe(3)
  })

  it('does not pass a nonce a client wrote to Next', async () => {
    let seen: IncomingHttpHeaders = {}
    const { url } = await serve((headers) => ((seen = headers), html))
    await fetch(`${url}/`, { headers: { 'content-security-policy': "script-src 'nonce-abc'" } })
    expect(seen['content-security-policy']).toBeUndefined()
  })

  it('sends a 304 without a policy (the browser keeps its copy’s)', async () => {
    const { url } = await serve(() => (_req, res) => {
      res.statusCode = 304
      res.end()
    })
    const response = await fetch(`${url}/`)
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
  })

  it('keeps the policy of a page already given one and encoded by an inner pass', async () => {
    const inner = "default-src 'self'; script-src 'self' 'sha256-inner'"
    const { url } = await serve(() => (_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'content-security-policy': inner,
      })
      res.end(gzipSync(PAGE))
    })
    const response = await fetch(`${url}/gallery`)
    expect(response.headers.get('content-security-policy')).toBe(inner)
    expect(await response.text()).toBe(PAGE)
  })
})

describe('a cached page with compressed bodies kept', () => {
  const versioned = () => {
    const page = { body: PAGE, etag: '"v1"', reads: 0 }
    const handler: RequestListener = (_req, res) => {
      page.reads++
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('etag', page.etag)
      res.end(page.body)
    }
    return { page, handler }
  }
  const counted = (pages: CompressedPages) => {
    const made: string[] = []
    return {
      made,
      pages: {
        bodyOf: async (etag, encoding, body) => {
          const compressed = await pages.bodyOf(etag, encoding, body)
          made.push(`${encoding} ${etag} ${compressed.length}`)
          return compressed
        },
      } satisfies CompressedPages,
    }
  }

  it('sends each version compressed as the browser asks, from one compression per encoding', async () => {
    const { handler } = versioned()
    const kept = compressedPages(1024 * 1024)
    const { url } = await serve(() => handler, kept)
    const responses = []
    for (const acceptEncoding of ['br, gzip', 'gzip, deflate, br', 'gzip']) {
      const response = await fetch(`${url}/`, { headers: { 'accept-encoding': acceptEncoding } })
      responses.push([response.headers.get('content-encoding'), await response.text()])
    }
    expect(responses).toEqual([
      ['br', PAGE],
      ['br', PAGE],
      ['gzip', PAGE],
    ])
    // The second brotli copy is the first one's bytes.
    const first = await kept.bodyOf('"v1"', 'br', Buffer.from('never compressed'))
    expect(brotliDecompressSync(first).toString()).toBe(PAGE)
  })

  it('sends a new version of the page, never the old one’s compressed body', async () => {
    const { page, handler } = versioned()
    const { made, pages } = counted(compressedPages(1024 * 1024))
    const { url } = await serve(() => handler, pages)
    const read = async () =>
      (await fetch(`${url}/about`, { headers: { 'accept-encoding': 'br' } })).text()
    expect(await read()).toBe(PAGE)
    page.body = PAGE.replace('<body>', '<body><h1>Changed by an editor</h1>')
    page.etag = '"v2"'
    expect(await read()).toBe(page.body)
    expect(made.map((entry) => entry.split(' ').slice(0, 2).join(' '))).toEqual([
      'br "v1"',
      'br "v2"',
    ])
  })

  it('sends the page as it is to a browser that takes neither encoding', async () => {
    const { handler } = versioned()
    const { url } = await serve(() => handler, compressedPages(1024 * 1024))
    const plain = await fetch(`${url}/`, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(PAGE)
  })
})

describe('anything else a GET fetches', () => {
  it('runs nothing at all', async () => {
    const { url } = await serve(() => (_req, res) => {
      res.setHeader('content-type', 'application/json')
      res.end('{}')
    })
    const policy = (await fetch(`${url}/api/videos`)).headers.get('content-security-policy')
    expect(policy).toMatch(/^default-src 'none'.*sandbox/)
  })
})

describe('what is rendered for its request', () => {
  it('gets a fresh nonce that Next reads from the request, and streams', async () => {
    const nonces: string[] = []
    const { url } = await serve((headers) => (_req, res) => {
      nonces.push(/'nonce-([^']+)'/.exec(String(headers['content-security-policy']))![1])
      res.setHeader('content-type', 'text/html; charset=utf-8')
      // Headers and the first part go out before the page is complete.
      res.flushHeaders()
      res.write('<!doctype html><html><body>')
      setTimeout(() => res.end('</body></html>'), 50)
    })
    for (const [path, method] of [
      ['/admin/login', 'GET'],
      ['/contact', 'POST'],
    ]) {
      const response = await fetch(`${url}${path}`, { method })
      const policy = response.headers.get('content-security-policy')!
      expect(policy).toContain(`script-src 'self' 'nonce-${nonces.at(-1)}'`)
      expect(policy).not.toContain('sha256')
    }
    expect(nonces).toHaveLength(2)
    expect(nonces[0]).not.toBe(nonces[1])
  })
})
