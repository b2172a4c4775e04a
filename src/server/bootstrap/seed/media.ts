import type { Payload, PayloadRequest } from 'payload'

import type { SeedImage } from './content/types'
import { renderPlaceholderImage } from './placeholder-image'

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

type WithStoredImage<T> = Omit<T, 'image'> & { image: number }

export const withSeededImages = async <T extends { image: SeedImage }>(
  payload: Payload,
  req: PayloadRequest,
  items: readonly T[],
): Promise<Array<WithStoredImage<T>>> => {
  const stored: Array<WithStoredImage<T>> = []
  for (const item of items) {
    stored.push({ ...item, image: await seedImage(payload, req, item.image) })
  }
  return stored
}
