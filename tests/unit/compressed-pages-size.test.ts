import { describe, expect, it } from 'vitest'

import { compressedPagesBytes } from '@/lib/http/compressed-pages-size'

const MB = 1024 * 1024

describe('the memory cached pages’ compressed bodies may take', () => {
  it('is 16 MB unless COMPRESSED_PAGES_MAX_MB says otherwise', () => {
    expect(compressedPagesBytes({})).toBe(16 * MB)
    expect(compressedPagesBytes({ COMPRESSED_PAGES_MAX_MB: '64' })).toBe(64 * MB)
  })

  it('stops the server at start on a malformed value', () => {
    expect(() => compressedPagesBytes({ COMPRESSED_PAGES_MAX_MB: '0' })).toThrow(
      'COMPRESSED_PAGES_MAX_MB',
    )
    expect(() => compressedPagesBytes({ COMPRESSED_PAGES_MAX_MB: 'lots' })).toThrow(
      'COMPRESSED_PAGES_MAX_MB',
    )
  })
})
