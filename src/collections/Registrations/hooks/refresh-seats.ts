import type { CollectionAfterChangeHook } from 'payload'

import { expireCacheTags, SEATS_CACHE_TAG } from '@/server/revalidate'

/** Seats left (home banner, registration page) change with every registration and status. */
export const refreshSeats: CollectionAfterChangeHook = ({ doc, context }) => {
  expireCacheTags([SEATS_CACHE_TAG], context)
  return doc
}
