import type { Payload, PayloadRequest } from 'payload'

import { seedKeyOf } from '@/lib/media/placeholder-places'

import { SEED_IMAGES, type SeedImage } from './content'
import { renderPlaceholderImage } from './placeholder-image'

/**
 * Installations seeded before the site's drawn images lost their words: each image that still
 * has the file the seed drew (its seed name) is drawn again as a monogram, so no caption laid
 * over it collides with words in the picture. Maps and the share card keep theirs; a file
 * staff uploaded is left alone.
 */
export const redrawPlaceholderArt = async (
  payload: Payload,
  req: PayloadRequest,
  images: SeedImage[] = SEED_IMAGES,
) => {
  const redrawn = new Map(
    images.filter((image) => (image.kind ?? 'card') === 'card').map((image) => [image.key, image]),
  )
  const { docs } = await payload.find({
    collection: 'media',
    limit: 0,
    pagination: false,
    depth: 0,
    req,
    select: { filename: true },
  })
  for (const doc of docs) {
    const key = seedKeyOf(doc.filename, new Set(redrawn.keys()))
    const image = key ? redrawn.get(key) : undefined
    if (!image) continue
    const data = await renderPlaceholderImage(image)
    await payload.update({
      collection: 'media',
      id: doc.id,
      data: {},
      file: { data, mimetype: 'image/webp', name: `${image.key}.webp`, size: data.length },
      req,
    })
  }
}
