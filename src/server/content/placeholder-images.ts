import type { Payload } from 'payload'

import { placeholderPlace, seedKeyOf } from '@/lib/media/placeholder-places'
import { SEED_IMAGES } from '@/server/bootstrap/seed/content'

export type PlaceholderImage = {
  mediaId: number
  alt: string
  /** Where the image is shown, and the admin address of the screen that sets it. */
  usedIn: { label: string; path: string } | null
}

const SEED_KEYS = new Set(SEED_IMAGES.map((image) => image.key))

/** Far more than the site's images: a bound, so the dashboard never reads a whole library. */
const MAX_MEDIA = 2000

// Admin paths, without the admin route.
export const findPlaceholderImages = async (payload: Payload): Promise<PlaceholderImage[]> => {
  const { docs } = await payload.find({
    collection: 'media',
    limit: MAX_MEDIA,
    depth: 0,
    sort: 'createdAt',
    select: { filename: true, alt: true },
  })
  const drawn = docs.flatMap((doc) => {
    const key = seedKeyOf(doc.filename, SEED_KEYS)
    return key ? [{ doc, key, place: placeholderPlace(key) }] : []
  })
  // Gallery items and posts: the document that shows each image.
  const owners = new Map<string, string>()
  for (const [slug, field] of [
    ['gallery', 'image'],
    ['blog', 'featuredImage'],
  ] as const) {
    const ids = drawn.filter(({ place }) => place?.slug === slug).map(({ doc }) => doc.id)
    if (ids.length === 0) continue
    const { docs: shown } = await payload.find({
      collection: slug,
      where: { [field]: { in: ids } },
      limit: ids.length,
      depth: 0,
      draft: true,
      select: { [field]: true },
    })
    for (const doc of shown) {
      const media = (doc as unknown as Record<string, unknown>)[field]
      if (typeof media === 'number')
        owners.set(`${slug}:${media}`, `/collections/${slug}/${doc.id}`)
    }
  }
  return drawn.map(({ doc, place }) => {
    const path =
      place?.kind === 'global'
        ? `/globals/${place.slug}`
        : place
          ? owners.get(`${place.slug}:${doc.id}`)
          : undefined
    return {
      mediaId: doc.id,
      alt: doc.alt,
      usedIn: place && path ? { label: place.label, path } : null,
    }
  })
}
