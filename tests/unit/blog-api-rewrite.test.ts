import { describe, expect, it } from 'vitest'

import { blogApiRewrite } from '@/lib/blog/api-rewrite'

const rewrite = (method: string, url: string) => {
  const parsed = new URL(url, 'http://site.test')
  return blogApiRewrite(method, parsed.pathname, parsed.searchParams)
}

describe('blogApiRewrite', () => {
  it('maps lang to Payload’s locale on the list and by id', () => {
    expect(rewrite('GET', '/api/blog?lang=ms')).toBe('/api/blog?lang=ms&locale=ms')
    expect(rewrite('GET', '/api/blog/12?lang=en')).toBe('/api/blog/12?lang=en&locale=en')
  })

  it('sends a slug to the by-slug endpoint, keeping the query', () => {
    expect(rewrite('GET', '/api/blog/lead-like-a-ceo?lang=ms')).toBe(
      '/api/blog/slug/lead-like-a-ceo?lang=ms&locale=ms',
    )
    expect(rewrite('GET', '/api/blog/lead-like-a-ceo')).toBe('/api/blog/slug/lead-like-a-ceo')
  })

  it('leaves Payload’s own routes and other methods alone', () => {
    expect(rewrite('GET', '/api/blog')).toBeNull()
    expect(rewrite('GET', '/api/blog/42')).toBeNull()
    expect(rewrite('GET', '/api/blog/count')).toBeNull()
    expect(rewrite('GET', '/api/blog/versions')).toBeNull()
    expect(rewrite('GET', '/api/blog/versions/7')).toBeNull()
    expect(rewrite('PATCH', '/api/blog/lead-like-a-ceo')).toBeNull()
    expect(rewrite('GET', '/api/blogs/x')).toBeNull()
  })

  it('ignores unknown languages and an explicit locale', () => {
    expect(rewrite('GET', '/api/blog?lang=fr')).toBeNull()
    expect(rewrite('GET', '/api/blog?lang=ms&locale=en')).toBeNull()
  })
})
