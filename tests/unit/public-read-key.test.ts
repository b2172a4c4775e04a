import { describe, expect, it } from 'vitest'

import { publicReadKey } from '@/lib/http/public-read-key'

const keyOf = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://site')
  return publicReadKey(pathname, searchParams)
}

describe('publicReadKey', () => {
  it('keys the spec’s reads on what they vary, and nothing else', () => {
    expect(keyOf('/api/videos')).toEqual({ key: '/api/videos', collection: 'videos' })
    expect(keyOf('/api/blog/')).toEqual({ key: '/api/blog', collection: 'blog' })
    expect(keyOf('/api/blog?lang=ms')).toEqual({ key: '/api/blog?lang=ms', collection: 'blog' })
    expect(keyOf('/api/blog/leading-teams?lang=en')).toEqual({
      key: '/api/blog/leading-teams?lang=en',
      collection: 'blog',
    })
  })

  it('leaves every other query to the database, so a visitor cannot fill the cache', () => {
    for (const url of [
      '/api/videos?z=1',
      '/api/blog?limit=100&depth=3&locale=all&z=7',
      '/api/blog?lang=ms&lang=en',
      '/api/blog?lang=xx',
      '/api/blog?lang=ms&page=2',
      '/api/blog/a/b',
      '/api/blog/Not_A_Slug',
      '/api/media',
    ]) {
      expect(keyOf(url), url).toBeNull()
    }
  })
})
