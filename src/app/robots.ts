import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/absolute-url'
import { serverUrl } from '@/server/seo/server-url'

// Must sit at the root of app/ (Next only serves robots.txt from there). Names the sitemap at SERVER_URL, which the Docker image only learns at run time.
export const dynamic = 'force-dynamic'

/** Search engines may read the public site, never the staff CMS or the API. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml', serverUrl()),
  }
}
