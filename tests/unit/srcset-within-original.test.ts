import { describe, expect, it } from 'vitest'

import { srcsetWithinOriginal } from '@/lib/media/srcset-within-original'

const srcset = [640, 828, 1200, 1920]
  .map((w) => `/_next/image?url=a.webp&w=${w}&q=75 ${w}w`)
  .join(', ')

describe('a srcset within the original picture’s width', () => {
  it('keeps the candidates up to the first as wide as the original, and drops the rest', () => {
    expect(srcsetWithinOriginal(srcset, 800)).toBe(
      '/_next/image?url=a.webp&w=640&q=75 640w, /_next/image?url=a.webp&w=828&q=75 828w',
    )
    expect(srcsetWithinOriginal(srcset, 1200)).toBe(srcset.split(', ').slice(0, 3).join(', '))
  })

  it('keeps every candidate of a picture wider than all of them', () => {
    expect(srcsetWithinOriginal(srcset, 1600)).toBe(srcset)
    expect(srcsetWithinOriginal(srcset, 4000)).toBe(srcset)
  })

  it('keeps the smallest candidate of a picture smaller than all of them', () => {
    expect(srcsetWithinOriginal(srcset, 300)).toBe('/_next/image?url=a.webp&w=640&q=75 640w')
  })

  it('leaves a density srcset, an unreadable one, or an unknown width alone', () => {
    const density = '/a.webp?w=64 1x, /a.webp?w=128 2x'
    expect(srcsetWithinOriginal(density, 100)).toBe(density)
    expect(srcsetWithinOriginal('/a.webp 640w, oops', 100)).toBe('/a.webp 640w, oops')
    expect(srcsetWithinOriginal(srcset, Number.NaN)).toBe(srcset)
  })
})
