import { createServer, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { applyContentSecurityPolicy } from '@/server/http/document-policy'

const PAGE = '<!doctype html><html><body><script>self.hydrate=1</script></body></html>'

let close: (() => void) | undefined
afterEach(() => close?.())

/** A real HTTP server whose responses go through the policy, as the request guards install it. */
const serve = async (handler: RequestListener) => {
  const server = createServer((req, res) => {
    applyContentSecurityPolicy(req, res, {})
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  close = () => server.close()
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

describe('applyContentSecurityPolicy', () => {
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
