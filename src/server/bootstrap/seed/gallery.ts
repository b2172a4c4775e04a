import type { Payload, PayloadRequest } from 'payload'

import { GALLERY_ITEMS } from './content'
import { seedImages } from './media'

export const seedGallery = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    GALLERY_ITEMS.map((item) => item.image),
  )
  for (const [index, { title, category, description }] of GALLERY_ITEMS.entries()) {
    await payload.create({
      req,
      collection: 'gallery',
      data: { title, category, description, image: images[index], sortOrder: index },
    })
  }
}
