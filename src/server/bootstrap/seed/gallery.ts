import type { Payload, PayloadRequest } from 'payload'

import { GALLERY_ITEMS } from './content'
import { withSeededImages } from './media'

export const seedGallery = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const items = await withSeededImages(payload, req, GALLERY_ITEMS)
  for (const [index, { title, category, description, image }] of items.entries()) {
    await payload.create({
      req,
      collection: 'gallery',
      data: { title, category, description, image, sortOrder: index },
    })
  }
}
