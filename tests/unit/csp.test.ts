import { describe, expect, it } from 'vitest'

import { documentPolicy, RESOURCE_POLICY } from '@/lib/security/csp'
import { securityHeaders } from '@/lib/security/security-headers'

describe('documentPolicy', () => {
  it('allows only its own scripts and locks everything else down', () => {
    const policy = documentPolicy({
      scriptSources: ["'sha256-abc'"],
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
    expect(documentPolicy({ scriptSources: [], upgradeInsecureRequests: true })).toContain(
      'upgrade-insecure-requests',
    )
    expect(documentPolicy({ scriptSources: [] })).toContain("frame-src 'none'")
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
