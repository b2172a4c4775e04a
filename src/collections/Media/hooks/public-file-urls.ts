import type { CollectionAfterReadHook } from 'payload'

import { sitePath } from '@/lib/http/site-path'
import { versionedFileUrl } from '@/lib/http/versioned-file-url'
import { siteOrigin } from '@/lib/security/site-origin'
import type { Media } from '@/payload-types'

const origin = siteOrigin(process.env.SERVER_URL)

// Paths on this site carrying the document's version (versionedFileUrl), so files cache a year.
export const publicFileUrls: CollectionAfterReadHook<Media> = ({ doc, req }) => {
  const publicUrl = (url: string | null | undefined) =>
    url ? versionedFileUrl(sitePath(url, origin), doc.updatedAt, req.payload.secret) : url
  return {
    ...doc,
    url: publicUrl(doc.url),
    thumbnailURL: publicUrl(doc.thumbnailURL),
    ...(doc.sizes
      ? {
          sizes: Object.fromEntries(
            Object.entries(doc.sizes).map(([name, size]) => [
              name,
              size ? { ...size, url: publicUrl(size.url) } : size,
            ]),
          ) as Media['sizes'],
        }
      : {}),
  }
}
