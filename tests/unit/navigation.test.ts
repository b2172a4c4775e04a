import { describe, expect, it } from 'vitest'

import { NAV_LINKS, isActiveLink } from '@/lib/navigation'

describe('isActiveLink', () => {
  it('makes Home active only on exactly /', () => {
    expect(isActiveLink('/', '/')).toBe(true)
    expect(isActiveLink('/', '/about')).toBe(false)
    expect(isActiveLink('/', '/blog/some-post')).toBe(false)
  })

  it('matches a section by path prefix', () => {
    expect(isActiveLink('/blog', '/blog')).toBe(true)
    expect(isActiveLink('/blog', '/blog/leading-teams')).toBe(true)
    expect(isActiveLink('/programs', '/programs/strategic')).toBe(true)
  })

  it('matches whole segments only', () => {
    expect(isActiveLink('/blog', '/blogger')).toBe(false)
    expect(isActiveLink('/products', '/programs')).toBe(false)
  })

  it('lists the nine links of the spec in order', () => {
    expect(NAV_LINKS.map((link) => link.label)).toEqual([
      'Home',
      'About',
      'Programs',
      'Digital Products',
      'Certifications',
      'Clients',
      'Gallery',
      'Blog',
      'Contact',
    ])
  })
})
