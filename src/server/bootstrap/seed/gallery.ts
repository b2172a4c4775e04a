import { GALLERY_ITEMS } from './content'
import { withSeededImages } from './media'
import type { SeedStep } from './seed-step'

export const seedGallery: SeedStep = async (payload, req) => {
  const items = await withSeededImages(payload, req, GALLERY_ITEMS)
  for (const [index, { title, category, description, image }] of items.entries()) {
    await payload.create({
      req,
      collection: 'gallery',
      data: { title, category, description, image, sortOrder: index },
    })
  }
}
