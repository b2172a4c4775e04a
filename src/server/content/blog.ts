import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import type { BlogLanguage } from '@/lib/blog/language'
import { readingTimeMinutes } from '@/lib/blog/reading-time'
import type { Blog, Media } from '@/payload-types'

import { collectionCacheTag } from '../revalidate'
import { CONTENT_REVALIDATE_SECONDS } from './revalidate-period'

export type BlogCard = {
  id: number
  slug: string
  title: string
  excerpt: string | null
  tags: string[]
  image: Media | null
  publishedAt: string | null
  updatedAt: string
  readingMinutes: number
}

export type BlogPostView = BlogCard & { content: string }

export type BlogListPage = {
  posts: BlogCard[]
  page: number
  totalPages: number
  totalPosts: number
}

// Every published post and the images they show; saving either expires these reads.
const TAGS = [collectionCacheTag('blog'), collectionCacheTag('media')]
const options = { tags: TAGS, revalidate: CONTENT_REVALIDATE_SECONDS }

const toCard = (doc: Blog): BlogCard => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  excerpt: doc.excerpt ?? null,
  tags: doc.tags ?? [],
  image: doc.featuredImage && typeof doc.featuredImage === 'object' ? doc.featuredImage : null,
  publishedAt: doc.publishedAt ?? null,
  updatedAt: doc.updatedAt,
  readingMinutes: readingTimeMinutes(doc.content ?? ''),
})

// Read as an anonymous visitor, so drafts and posts scheduled for later never reach a public page.
const findPublished = async (lang: BlogLanguage, query: { page?: number; limit: number }) => {
  const payload = await getPayload({ config })
  return payload.find({
    collection: 'blog',
    locale: lang,
    fallbackLocale: 'en',
    draft: false,
    overrideAccess: false,
    depth: 1,
    sort: '-publishedAt',
    ...query,
  })
}

export const getBlogListPage = unstable_cache(
  async (lang: BlogLanguage, page: number, perPage: number): Promise<BlogListPage> => {
    const result = await findPublished(lang, { page, limit: perPage })
    return {
      posts: result.docs.map(toCard),
      page: result.page ?? page,
      totalPages: result.totalPages,
      totalPosts: result.totalDocs,
    }
  },
  ['blog-list-page'],
  options,
)

export const getBlogPost = unstable_cache(
  async (slug: string, lang: BlogLanguage): Promise<BlogPostView | null> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'blog',
      where: { slug: { equals: slug } },
      locale: lang,
      fallbackLocale: 'en',
      draft: false,
      overrideAccess: false,
      depth: 1,
      limit: 1,
    })
    const doc = docs[0]
    return doc ? { ...toCard(doc), content: doc.content ?? '' } : null
  },
  ['blog-post'],
  options,
)

export const getBlogFeedPosts = unstable_cache(
  async (lang: BlogLanguage, limit: number): Promise<BlogPostView[]> => {
    const { docs } = await findPublished(lang, { limit })
    return docs.map((doc) => ({ ...toCard(doc), content: doc.content ?? '' }))
  },
  ['blog-feed'],
  options,
)

export const getPublishedPostDates = unstable_cache(
  async (): Promise<Array<{ slug: string; updatedAt: string }>> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({
      collection: 'blog',
      draft: false,
      overrideAccess: false,
      depth: 0,
      pagination: false,
      sort: '-publishedAt',
      select: { slug: true, updatedAt: true },
    })
    return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
  },
  ['blog-post-dates'],
  options,
)
