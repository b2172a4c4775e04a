import type { MetadataRoute } from 'next'

import { blogListCanonicalPath, blogPostCanonicalPath } from '@/lib/blog/blog-urls'
import { BLOG_LANGUAGES } from '@/lib/blog/language'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { languageAlternates } from '@/lib/seo/hreflang'
import { upcomingEditions } from '@/lib/workshop/editions'
import { editionPath } from '@/lib/workshop/edition-addresses'
import { getPublishedPostDates } from '@/server/content/blog'
import { getPublicEditions } from '@/server/content/editions'
import { serverUrl } from '@/server/seo/server-url'

// The registration page's aliases are rewrites, not pages.
const PAGE_PATHS = [
  '/',
  '/about',
  '/programs',
  '/products',
  '/clients',
  '/privacy',
  '/certifications',
  '/contact',
  '/registration',
  '/gallery',
]

// Built per request from SERVER_URL, which the Docker image only learns at run time.
export const dynamic = 'force-dynamic'

const inEveryLanguage = (
  addressIn: (lang: (typeof BLOG_LANGUAGES)[number]) => string,
  origin: string,
  entry: Omit<MetadataRoute.Sitemap[number], 'url' | 'alternates'>,
): MetadataRoute.Sitemap => {
  const languages = Object.fromEntries(
    Object.entries(languageAlternates(addressIn)).map(([lang, path]) => [
      lang,
      absoluteUrl(path, origin),
    ]),
  )
  return BLOG_LANGUAGES.map((lang) => ({
    ...entry,
    url: absoluteUrl(addressIn(lang), origin),
    alternates: { languages },
  }))
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = serverUrl()
  const pages: MetadataRoute.Sitemap = PAGE_PATHS.map((path) => ({
    url: absoluteUrl(path, origin),
    changeFrequency: path === '/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }))
  const posts = await getPublishedPostDates()
  // The list changed when any of its posts last did (ISO dates sort as text).
  const listChanged = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1)
  const blogList = inEveryLanguage((lang) => blogListCanonicalPath(lang), origin, {
    changeFrequency: 'weekly',
    priority: 0.7,
    ...(listChanged ? { lastModified: listChanged } : {}),
  })
  const blogPosts = posts.flatMap((post) =>
    inEveryLanguage((lang) => blogPostCanonicalPath(post.slug, lang), origin, {
      lastModified: post.updatedAt,
      changeFrequency: 'monthly',
      priority: 0.6,
    }),
  )
  const editions = upcomingEditions(await getPublicEditions(), new Date()).map((edition) => ({
    url: absoluteUrl(editionPath(edition.slug), origin),
    lastModified: edition.updatedAt,
    changeFrequency: 'weekly' as const,
    priority: 0.8,
  }))
  return [...pages, ...editions, ...blogList, ...blogPosts]
}
