import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

// Saving expires the tags of the CMS reads a cached page was rendered from, so the next visitor
// gets a fresh render. Next applies it after the saving request, i.e. after Payload committed.

export const globalCacheTag = (slug: string): string => `global:${slug}`
export const collectionCacheTag = (slug: string): string => `collection:${slug}`
/** Seats change with every registration; the banner and the form read them. */
export const SEATS_CACHE_TAG = 'workshop-seats'

// Only the Next.js server has a cache to purge; seeding at start-up, the CLI and the
// integration tests run outside it and must not try.
const insideNextServer = (): boolean => Boolean(process.env.NEXT_RUNTIME)

// Outside a request (a scheduled job) Next has no cache store; pages catch up within `revalidate`.
export const expireCacheTags = (tags: string[], context?: RequestContext): void => {
  if (!insideNextServer() || context?.disableRevalidate) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('static generation store missing'))) {
      throw error
    }
  }
}

export const revalidateGlobal =
  (slug: string): GlobalAfterChangeHook =>
  ({ doc, context }) => {
    expireCacheTags([globalCacheTag(slug)], context)
    return doc
  }

// Pages list editions and count their seats; both change when an edition is saved.
const ALSO_EXPIRED: Record<string, string[]> = { 'workshop-editions': [SEATS_CACHE_TAG] }

const tagsOfCollection = (slug: string) => [collectionCacheTag(slug), ...(ALSO_EXPIRED[slug] ?? [])]

const refreshPages = <Doc>({
  doc,
  context,
  collection,
}: {
  doc: Doc
  context: RequestContext
  collection: { slug: string }
}): Doc => {
  expireCacheTags(tagsOfCollection(collection.slug), context)
  return doc
}

export const refreshPagesAfterChange: CollectionAfterChangeHook = refreshPages
export const refreshPagesAfterDelete: CollectionAfterDeleteHook = refreshPages
