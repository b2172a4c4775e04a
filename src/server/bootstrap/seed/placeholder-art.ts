import type { Payload, PayloadRequest } from 'payload'

import { seedKeyOf } from '@/lib/media/placeholder-places'

import { SEED_IMAGES, type SeedImage } from './content'
import { renderPlaceholderImage } from './placeholder-image'

// Redraws the seed's own card images as monograms, so captions laid over them collide with no
// words. Maps, the share card and uploaded files stay.
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
