import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { documentPolicy, inlineScriptHashes, RESOURCE_POLICY } from '@/lib/security/csp'
import { securityHeaders } from '@/lib/security/security-headers'

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each executable inline script once, exactly as written', () => {
    const html = [
      '<script>self.__next_f.push([0])</script>',
      '<script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script>',
      '<script type="module">import("/x.js")</script>',
      '<script>self.__next_f.push([0])</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('self.__next_f.push([0])'),
      hashOf('(globalThis.TURBOPACK||[]).push(1)'),
      hashOf('import("/x.js")'),
    ])
  })

  it('skips scripts loaded from a file and data blocks that never run', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"a":1}</script>'
    expect(inlineScriptHashes(html)).toEqual([])
  })
})

describe('documentPolicy', () => {
  it('allows only its own scripts and locks everything else down', () => {
    const policy = documentPolicy({
      scriptHashes: ["'sha256-abc'"],
      frameSources: ['https://www.youtube-nocookie.com'],
    })
    expect(policy).toContain("script-src 'self' 'sha256-abc'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).not.toContain('unsafe-eval')
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toContain("form-action 'self'")
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com')
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(documentPolicy({ scriptHashes: [], upgradeInsecureRequests: true })).toContain(
      'upgrade-insecure-requests',
    )
    expect(documentPolicy({ scriptHashes: [] })).toContain("frame-src 'none'")
  })

  it('runs nothing at all in API answers and files', () => {
    expect(RESOURCE_POLICY).toMatch(/^default-src 'none'/)
    expect(RESOURCE_POLICY).toContain('sandbox')
  })
})

describe('securityHeaders', () => {
  it('sends HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security')
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toMatch(
      /max-age=31536000/,
    )
    expect(securityHeaders({ https: false })).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    })
  })
})
