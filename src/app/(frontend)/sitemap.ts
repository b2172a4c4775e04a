import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/absolute-url'
import { serverUrl } from '@/server/seo/server-url'

import { CANONICAL_PAGE_PATHS } from './_pages/registry'

// Built per request from SERVER_URL, which the Docker image only learns at run time.
export const dynamic = 'force-dynamic'

export default function sitemap(): MetadataRoute.Sitemap {
  const origin = serverUrl()
  return CANONICAL_PAGE_PATHS.map((path) => ({
    url: absoluteUrl(path, origin),
    changeFrequency: path === '/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
}
