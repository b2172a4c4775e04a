import { describe, expect, it } from 'vitest'

import { authCookieFlags, siteOrigin, trustedOrigins } from '@/lib/security/site-origin'

describe('siteOrigin', () => {
  it('is null when SERVER_URL is unset or blank', () => {
    expect(siteOrigin(undefined)).toBeNull()
    expect(siteOrigin('  ')).toBeNull()
  })

  it('keeps scheme, host and port only, as browsers send Origin', () => {
    expect(siteOrigin('https://academy.example.my/')).toBe('https://academy.example.my')
    expect(siteOrigin('http://127.0.0.1:3100/some/path')).toBe('http://127.0.0.1:3100')
  })
})

describe('authCookieFlags', () => {
  it('marks the cookie Secure over HTTPS and always SameSite=Strict', () => {
    expect(authCookieFlags('https://academy.example.my')).toEqual({
      secure: true,
      sameSite: 'Strict',
    })
    expect(authCookieFlags('http://127.0.0.1:3100')).toEqual({ secure: false, sameSite: 'Strict' })
    expect(authCookieFlags(null)).toEqual({ secure: false, sameSite: 'Strict' })
  })
})

describe('trustedOrigins', () => {
  it('is SERVER_URL’s origin alone when it is set', () => {
    expect(trustedOrigins('https://academy.example.my/path', '3000')).toEqual([
      'https://academy.example.my',
    ])
  })

  it('falls back to the loopback addresses of the port, never to an empty list', () => {
    expect(trustedOrigins(undefined, '4000')).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ])
    expect(trustedOrigins('', undefined)).toContain('http://localhost:3000')
  })
})
