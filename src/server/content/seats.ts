import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { globalCacheTag, SEATS_CACHE_TAG } from '../revalidate'
import { seatSummary, type SeatSummary } from '../workshop/seats'
import { CONTENT_REVALIDATE_SECONDS } from './revalidate-period'

/** Seats left and whether registration is open, refreshed by every registration. */
export const getSeatSummary = unstable_cache(
  async (): Promise<SeatSummary> => seatSummary(await getPayload({ config })),
  ['workshop-seats'],
  {
    tags: [SEATS_CACHE_TAG, globalCacheTag('workshop')],
    revalidate: CONTENT_REVALIDATE_SECONDS,
  },
)
