import { describe, expect, it } from 'vitest'

import { mediaSrc } from '@/lib/media-src'

describe('mediaSrc', () => {
  it('makes an absolute address of our own media route relative', () => {
    expect(mediaSrc('https://academy.example/api/media/file/founder-800x533.webp')).toBe(
      '/api/media/file/founder-800x533.webp',
    )
    expect(mediaSrc('http://127.0.0.1:3300/api/media/file/a%20b.png?prefix=media')).toBe(
      '/api/media/file/a%20b.png?prefix=media',
    )
  })

  it('leaves relative paths and other addresses alone', () => {
    expect(mediaSrc('/api/media/file/x.webp')).toBe('/api/media/file/x.webp')
    expect(mediaSrc('/images/blog/default-1.webp')).toBe('/images/blog/default-1.webp')
    expect(mediaSrc('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp')
  })
})
