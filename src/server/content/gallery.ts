import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { Media } from '@/payload-types'

import { collectionCacheTag } from '../revalidate'
import { CONTENT_REVALIDATE_SECONDS } from './revalidate-period'

export type GalleryPhoto = {
  id: number
  title: string
  category: string
  description: string | null
  image: Media
}

export const getGalleryPhotos = unstable_cache(
  async (): Promise<GalleryPhoto[]> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'gallery',
      depth: 1,
      pagination: false,
      sort: ['sortOrder', 'createdAt'],
      overrideAccess: false,
    })
    return docs.flatMap((doc) =>
      // An item whose image was deleted has nothing to show.
      typeof doc.image === 'object' && doc.image?.url
        ? [
            {
              id: doc.id,
              title: doc.title,
              category: doc.category,
              description: doc.description ?? null,
              image: doc.image,
            },
          ]
        : [],
    )
  },
  ['gallery-photos'],
  {
    tags: [collectionCacheTag('gallery'), collectionCacheTag('media')],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  },
)
