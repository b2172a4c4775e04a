import { describe, expect, it } from 'vitest'

import { IMAGE_URL_NOT_ALLOWED, imageRequestRefusal } from '@/lib/http/image-request-rules'
import { versionedFileUrl } from '@/lib/http/versioned-file-url'

const secret = 'd'.repeat(32)
const written = versionedFileUrl('/api/media/file/hall.webp', '2026-11-20T02:00:00.000Z', secret)

const optimiser = (url: string | string[], rest = '&w=640&q=75') =>
  new URL(
    `/_next/image?${[url]
      .flat()
      .map((u) => `url=${encodeURIComponent(u)}`)
      .join('&')}${rest}`,
    'http://site.invalid',
  )

describe('a request to the image optimiser', () => {
  it('goes on for a picture as the pages address it', () => {
    expect(imageRequestRefusal(optimiser(written), secret)).toBeNull()
    expect(imageRequestRefusal(optimiser('/_next/static/media/1.a1b2c3.webp'), secret)).toBeNull()
  })

  it('is refused for a made-up version, another query, another address or two addresses', () => {
    for (const url of [
      `${written}&z=1`,
      '/api/media/file/hall.webp?v=zzzz.abcdefghijkl',
      '/api/media/file/hall.webp?z=1',
      '/images/blog-defaults/1.webp',
      '/api/videos',
      'https://elsewhere.example/a.webp',
      [written, written],
    ]) {
      expect(imageRequestRefusal(optimiser(url), secret), String(url)).toBe(IMAGE_URL_NOT_ALLOWED)
    }
    expect(imageRequestRefusal(new URL('/_next/image?w=640&q=75', 'http://x'), secret)).toBe(
      IMAGE_URL_NOT_ALLOWED,
    )
  })

  it('leaves every other address alone', () => {
    expect(imageRequestRefusal(new URL('/gallery?url=x', 'http://x'), secret)).toBeNull()
  })
})
