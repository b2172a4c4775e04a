import type { CollectionAfterReadHook } from 'payload'

import { sitePath } from '@/lib/http/site-path'
import { siteOrigin } from '@/lib/security/site-origin'
import type { Media } from '@/payload-types'

const origin = siteOrigin(process.env.SERVER_URL)

/** Serves every file URL of a media document as a path on this site (see sitePath). */
export const relativeFileUrls: CollectionAfterReadHook<Media> = ({ doc }) => {
  if (!origin) return doc
  const relative = (url: string | null | undefined) => (url ? sitePath(url, origin) : url)
  return {
    ...doc,
    url: relative(doc.url),
    thumbnailURL: relative(doc.thumbnailURL),
    ...(doc.sizes
      ? {
          sizes: Object.fromEntries(
            Object.entries(doc.sizes).map(([name, size]) => [
              name,
              size ? { ...size, url: relative(size.url) } : size,
            ]),
          ) as Media['sizes'],
        }
      : {}),
  }
}
