import { describe, expect, it } from 'vitest'

import { defaultBlogImageIndex } from '@/lib/blog/default-image'

describe('defaultBlogImageIndex', () => {
  it('treats a numeric id and its string alike', () => {
    expect(defaultBlogImageIndex(17)).toBe(defaultBlogImageIndex('17'))
  })

  it('pins the hash so images do not reshuffle after a refactor', () => {
    // '1' is char code 49; '12' is 49 * 31 + 50 = 1569.
    expect(defaultBlogImageIndex(1)).toBe(49 % 4)
    expect(defaultBlogImageIndex(12)).toBe(1569 % 4)
    expect(defaultBlogImageIndex(12, 7)).toBe(1569 % 7)
  })

  it('stays within range and spreads posts over the images', () => {
    const seen = new Set<number>()
    for (let id = 1; id <= 100; id++) {
      const index = defaultBlogImageIndex(id)
      expect(index).toBeGreaterThanOrEqual(0)
      expect(index).toBeLessThan(4)
      seen.add(index)
    }
    expect(seen.size).toBe(4)
    expect(defaultBlogImageIndex('a-very-long-slug-'.repeat(50), 3)).toBeLessThan(3)
  })

  it('refuses a count that is not a positive whole number', () => {
    expect(() => defaultBlogImageIndex(1, 0)).toThrow(RangeError)
    expect(() => defaultBlogImageIndex(1, 2.5)).toThrow(RangeError)
  })
})
