import { describe, expect, it } from 'vitest'

import { sitePath } from '@/lib/http/site-path'

describe('sitePath', () => {
  const origin = 'https://academy.example.my'

  it('turns a URL on the site’s origin into its path', () => {
    expect(sitePath(`${origin}/api/media/file/a.webp`, origin)).toBe('/api/media/file/a.webp')
  })

  it('leaves paths, other hosts and look-alike origins alone', () => {
    expect(sitePath('/api/media/file/a.webp', origin)).toBe('/api/media/file/a.webp')
    expect(sitePath('https://cdn.example.com/a.webp', origin)).toBe(
      'https://cdn.example.com/a.webp',
    )
    expect(sitePath(`${origin}.evil.test/a.webp`, origin)).toBe(`${origin}.evil.test/a.webp`)
    expect(sitePath(`${origin}/a.webp`, null)).toBe(`${origin}/a.webp`)
  })
})
