import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type GlobalSlug } from 'payload'

import type { Config } from '@/payload-types'

import { collectionCacheTag, globalCacheTag } from '../revalidate'
import { CONTENT_REVALIDATE_SECONDS } from './revalidate-period'

export const getCachedGlobal = <TSlug extends GlobalSlug>(slug: TSlug) =>
  unstable_cache(
    async (): Promise<Config['globals'][TSlug]> => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug, depth: 1 })
    },
    ['global', slug],
    {
      tags: [globalCacheTag(slug), collectionCacheTag('media')],
      revalidate: CONTENT_REVALIDATE_SECONDS,
    },
  )()
