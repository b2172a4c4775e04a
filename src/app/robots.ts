import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/absolute-url'
import { serverUrl } from '@/server/seo/server-url'

// Next serves robots.txt only from the root of app/. Dynamic: SERVER_URL is known only at run time.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: absoluteUrl('/sitemap.xml', serverUrl()),
  }
}
