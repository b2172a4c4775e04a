import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { FREE_VIDEO_SLOTS, type ActiveVideo } from '@/lib/free-videos'

import { collectionCacheTag } from '../revalidate'
import { CONTENT_REVALIDATE_SECONDS } from './revalidate-period'

export const getActiveVideos = unstable_cache(
  async (): Promise<ActiveVideo[]> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'videos',
      where: { isActive: { equals: true } },
      sort: '-createdAt',
      limit: FREE_VIDEO_SLOTS,
      depth: 0,
      overrideAccess: false,
      select: { title: true, description: true, youtubeUrl: true, filePath: true },
    })
    return docs
  },
  ['active-videos'],
  { tags: [collectionCacheTag('videos')], revalidate: CONTENT_REVALIDATE_SECONDS },
)
