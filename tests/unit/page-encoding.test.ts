import { describe, expect, it } from 'vitest'

import { pageEncodingFor } from '@/lib/http/page-encoding'

describe('the encoding a page goes out in', () => {
  it('is brotli between equals, whatever order the browser lists them in', () => {
    expect(pageEncodingFor('gzip, deflate, br, zstd')).toBe('br')
    expect(pageEncodingFor('br, gzip')).toBe('br')
  })

  it('follows the browser’s weights and refusals', () => {
    expect(pageEncodingFor('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(pageEncodingFor('br;q=0, gzip')).toBe('gzip')
    expect(pageEncodingFor('gzip, *;q=0')).toBe('gzip')
  })

  it('is none of the two when the browser accepts neither, or says nothing', () => {
    expect(pageEncodingFor('deflate')).toBeNull()
    expect(pageEncodingFor('identity')).toBeNull()
    expect(pageEncodingFor(undefined)).toBeNull()
    expect(pageEncodingFor('')).toBeNull()
  })
})
