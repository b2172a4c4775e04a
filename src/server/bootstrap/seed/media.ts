import type { Payload, PayloadRequest } from 'payload'

import type { SeedImage } from './content/types'
import { renderPlaceholderImage } from './placeholder-image'

/** Makes a branded placeholder for a seed image and stores it as media; returns its id. */
export const seedImage = async (
  payload: Payload,
  req: PayloadRequest,
  image: SeedImage,
): Promise<number> => {
  const data = await renderPlaceholderImage(image)
  const doc = await payload.create({
    req,
    collection: 'media',
    data: { alt: image.alt },
    file: { data, mimetype: 'image/webp', name: `${image.key}.webp`, size: data.length },
  })
  return doc.id
}

/** Stores images one after another, inside the seed step's transaction. */
export const seedImages = async (
  payload: Payload,
  req: PayloadRequest,
  images: SeedImage[],
): Promise<number[]> => {
  const ids: number[] = []
  for (const image of images) ids.push(await seedImage(payload, req, image))
  return ids
}
