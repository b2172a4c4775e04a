import { describe, expect, it } from 'vitest'

import { hasCookie, startedBySite, withoutCookie } from '@/lib/security/request-origin'

const SITE = ['https://www.academy.example.my']
const source = (headers: Partial<Record<'secFetchSite' | 'origin', string>>) => ({
  secFetchSite: headers.secFetchSite ?? null,
  origin: headers.origin ?? null,
})

describe('startedBySite', () => {
  it('accepts the site’s own pages: same-origin, or its exact Origin', () => {
    expect(startedBySite(source({ secFetchSite: 'same-origin' }), SITE)).toBe(true)
    expect(startedBySite(source({ origin: SITE[0] }), SITE)).toBe(true)
    expect(startedBySite(source({ origin: SITE[0], secFetchSite: 'same-origin' }), SITE)).toBe(true)
  })

  it('refuses a sibling subdomain, another site, a typed address and a silent client', () => {
    expect(startedBySite(source({ secFetchSite: 'same-site' }), SITE)).toBe(false)
    expect(startedBySite(source({ secFetchSite: 'cross-site' }), SITE)).toBe(false)
    expect(startedBySite(source({ secFetchSite: 'none' }), SITE)).toBe(false)
    expect(startedBySite(source({}), SITE)).toBe(false)
    expect(startedBySite(source({ origin: 'https://shop.academy.example.my' }), SITE)).toBe(false)
    expect(startedBySite(source({ origin: 'null' }), SITE)).toBe(false)
    // A foreign Origin is not outweighed by anything else the request says.
    expect(
      startedBySite(source({ origin: 'https://evil.example', secFetchSite: 'same-origin' }), SITE),
    ).toBe(false)
    // Nor does a same-site request become the site's by naming its origin.
    expect(startedBySite(source({ origin: SITE[0], secFetchSite: 'same-site' }), SITE)).toBe(false)
  })
})

describe('cookies', () => {
  it('finds and removes one cookie, keeping the others', () => {
    const header = 'theme=dark; payload-token=abc.def; lang=ms'
    expect(hasCookie(header, 'payload-token')).toBe(true)
    expect(hasCookie('payload-token-x=1', 'payload-token')).toBe(false)
    expect(hasCookie(null, 'payload-token')).toBe(false)
    expect(withoutCookie(header, 'payload-token')).toBe('theme=dark; lang=ms')
    expect(withoutCookie('payload-token=abc', 'payload-token')).toBeNull()
  })
})
