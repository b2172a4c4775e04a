import { describe, expect, it } from 'vitest'

import { resolveBlogApiRequest, UNKNOWN_LANGUAGE_MESSAGE } from '@/lib/blog/api-request'

const resolve = (method: string, url: string) => {
  const parsed = new URL(url, 'http://site.test')
  const result = resolveBlogApiRequest(method, parsed.pathname, parsed.searchParams)
  return result?.kind === 'mapped'
    ? `${result.pathname}${result.search.size ? `?${result.search}` : ''}`
    : result
}

describe('resolveBlogApiRequest', () => {
  it('turns lang into Payload’s locale on the list, by id and by slug', () => {
    expect(resolve('GET', '/api/blog?lang=ms')).toBe('/api/blog?lang=ms&locale=ms')
    expect(resolve('GET', '/api/blog?lang=en&limit=5')).toBe('/api/blog?lang=en&limit=5&locale=en')
    expect(resolve('GET', '/api/blog/12?lang=en')).toBe('/api/blog/12?lang=en&locale=en')
    expect(resolve('GET', '/api/blog/lead-like-a-ceo?lang=ms')).toBe(
      '/api/blog/slug/lead-like-a-ceo?lang=ms&locale=ms',
    )
  })

  it('lets lang win over an explicit locale', () => {
    expect(resolve('GET', '/api/blog?lang=ms&locale=en')).toBe('/api/blog?lang=ms&locale=ms')
  })

  it('refuses an unknown or empty language, wherever it is asked for', () => {
    for (const url of ['/api/blog?lang=xx', '/api/blog/a-post?lang=EN', '/api/blog/7?lang=']) {
      expect(resolve('GET', url)).toEqual({ kind: 'refused', message: UNKNOWN_LANGUAGE_MESSAGE })
    }
  })

  it('sends a slug to the by-slug endpoint without lang too', () => {
    expect(resolve('GET', '/api/blog/lead-like-a-ceo')).toBe('/api/blog/slug/lead-like-a-ceo')
    expect(resolve('GET', '/api/blog/lead-like-a-ceo/')).toBe('/api/blog/slug/lead-like-a-ceo')
  })

  it('leaves Payload’s own routes, other collections and other methods alone', () => {
    expect(resolve('GET', '/api/blog')).toBeNull()
    expect(resolve('GET', '/api/blog?locale=ms')).toBeNull()
    expect(resolve('GET', '/api/blog/42')).toBeNull()
    expect(resolve('GET', '/api/blog/count')).toBeNull()
    expect(resolve('GET', '/api/blog/versions')).toBeNull()
    expect(resolve('GET', '/api/blog/versions/7')).toBeNull()
    expect(resolve('PATCH', '/api/blog/lead-like-a-ceo?lang=xx')).toBeNull()
    expect(resolve('GET', '/api/blogs/x?lang=xx')).toBeNull()
  })
})
