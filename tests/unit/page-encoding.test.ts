import { describe, expect, it } from 'vitest'

import { pageEncodingFor } from '@/server/http/prepared-pages'

const choose = (acceptEncoding?: string) =>
  pageEncodingFor(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding })

describe('pageEncodingFor', () => {
  it('prefers brotli between equals, whatever order the browser lists them in', () => {
    expect(choose('gzip, deflate, br, zstd')).toBe('br')
    expect(choose('br, gzip')).toBe('br')
  })

  it('follows the browser’s weights and refusals', () => {
    expect(choose('gzip;q=1, br;q=0.5')).toBe('gzip')
    expect(choose('br;q=0, gzip')).toBe('gzip')
    expect(choose('deflate')).toBe('identity')
  })

  it('sends the page as it is when nothing is accepted or said', () => {
    expect(choose()).toBe('identity')
    expect(choose('')).toBe('identity')
  })
})
