import { revalidateTag } from 'next/cache'
import type { GlobalAfterChangeHook } from 'payload'

export const globalCacheTag = (slug: string): string => `global:${slug}`

// Only the Next.js server has a cache to purge; seeding at start-up, the CLI and
// the integration tests run outside it and must not try.
const insideNextServer = (): boolean => Boolean(process.env.NEXT_RUNTIME)

export const revalidateGlobal =
  (slug: string): GlobalAfterChangeHook =>
  ({ doc, context }) => {
    if (insideNextServer() && !context.disableRevalidate) revalidateTag(globalCacheTag(slug), 'max')
    return doc
  }
