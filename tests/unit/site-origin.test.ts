import { describe, expect, it } from 'vitest'

import { authCookieFlags, siteOrigin } from '@/lib/security/site-origin'

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
  it('marks the cookie Secure over HTTPS and always SameSite=Lax', () => {
    expect(authCookieFlags('https://academy.example.my')).toEqual({ secure: true, sameSite: 'Lax' })
    expect(authCookieFlags('http://127.0.0.1:3100')).toEqual({ secure: false, sameSite: 'Lax' })
    expect(authCookieFlags(null)).toEqual({ secure: false, sameSite: 'Lax' })
  })
})
