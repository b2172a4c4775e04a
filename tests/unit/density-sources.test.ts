import { describe, expect, it } from 'vitest'

import { densitySources } from '@/lib/media/density-sources'

const one = '/_next/image?url=a.webp&w=64&q=75'
const two = '/_next/image?url=a.webp&w=128&q=75'

describe('a fixed-size picture’s sources', () => {
  it('take the 1x variant as src and list the 2x one alone', () => {
    expect(densitySources({ src: two, srcSet: `${one} 1x, ${two} 2x` })).toEqual({
      src: one,
      srcSet: `${two} 2x`,
    })
  })

  it('are left alone in any other form', () => {
    const widths = { src: two, srcSet: `${one} 64w, ${two} 128w` }
    expect(densitySources(widths)).toEqual(widths)
    const other = { src: '/elsewhere.webp', srcSet: `${one} 1x, ${two} 2x` }
    expect(densitySources(other)).toEqual(other)
    expect(densitySources({ src: two })).toEqual({ src: two })
  })
})
