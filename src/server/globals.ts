import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type GlobalSlug } from 'payload'

import type { Config } from '@/payload-types'

import { globalCacheTag } from './revalidate'

/** Reads a global through the Local API, cached until an editor saves it. */
export const getCachedGlobal = <TSlug extends GlobalSlug>(slug: TSlug) =>
  unstable_cache(
    async (): Promise<Config['globals'][TSlug]> => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug, depth: 1 })
    },
    ['global', slug],
    // Saving purges this instance at once; other instances behind a load balancer catch up
    // within a minute.
    { tags: [globalCacheTag(slug)], revalidate: 60 },
  )()
