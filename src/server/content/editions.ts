import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { collectionCacheTag, SEATS_CACHE_TAG } from '../revalidate'
import { editionsWithSeats, type EditionWithSeats } from '../workshop/editions'
import { CONTENT_REVALIDATE_SECONDS } from './revalidate-period'

// One cached entry for the whole site whatever the address asked, so no visitor can fill the cache.
export const getPublicEditions = unstable_cache(
  async (): Promise<EditionWithSeats[]> =>
    editionsWithSeats(await getPayload({ config }), { statuses: ['published', 'archived'] }),
  ['workshop-editions'],
  {
    tags: [collectionCacheTag('workshop-editions'), SEATS_CACHE_TAG],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  },
)
