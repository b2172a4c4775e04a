import { describe, expect, it } from 'vitest'

import { placeholderPlace, seedKeyOf } from '@/lib/media/placeholder-places'
import { SEED_IMAGES } from '@/server/bootstrap/seed/content'

const keys = new Set(['gallery-coaching-skills-workshop', 'founder-portrait'])

describe('seedKeyOf', () => {
  it('knows a file the site drew by its name, with or without a number added', () => {
    expect(seedKeyOf('gallery-coaching-skills-workshop.webp', keys)).toBe(
      'gallery-coaching-skills-workshop',
    )
    expect(seedKeyOf('founder-portrait-2.webp', keys)).toBe('founder-portrait')
  })

  it('treats any other name as a file staff uploaded', () => {
    expect(seedKeyOf('IMG_2041.jpg', keys)).toBeNull()
    expect(seedKeyOf('founder-portrait.jpg', keys)).toBeNull()
    expect(seedKeyOf('another-portrait.webp', keys)).toBeNull()
    expect(seedKeyOf(null, keys)).toBeNull()
  })
})

describe('placeholderPlace', () => {
  it('says where every image the seed draws is replaced', () => {
    for (const image of SEED_IMAGES) expect(placeholderPlace(image.key), image.key).not.toBeNull()
    expect(placeholderPlace('gallery-coaching-skills-workshop')).toMatchObject({
      kind: 'collection',
      slug: 'gallery',
      field: 'image',
    })
    expect(placeholderPlace('testimonial-tan-mei-ling')).toMatchObject({ slug: 'testimonials' })
  })
})
