import type { Metadata } from 'next'

import { blogListCanonicalPath, blogPostCanonicalPath } from '@/lib/blog/blog-urls'
import { DEFAULT_BLOG_IMAGE_PATHS, defaultBlogImageIndex } from '@/lib/blog/default-image'
import { BLOG_LANGUAGES, type BlogLanguage } from '@/lib/blog/language'
import { languageAlternates } from '@/lib/seo/hreflang'
import type { BlogPage } from '@/payload-types'

import type { BlogPostView } from '../content/blog'
import { pageMetadata } from './page-metadata'

const OPEN_GRAPH_LOCALES: Record<BlogLanguage, string> = { en: 'en_MY', ms: 'ms_MY' }

export const rssFeedPath = (lang: BlogLanguage): string => `/blog/rss.xml?lang=${lang}`

const feeds = (texts: BlogPage, lang: BlogLanguage) => ({
  'application/rss+xml': [{ url: rssFeedPath(lang), title: `${texts.heroHeading} (RSS)` }],
})

export const blogListMetadata = async (
  texts: BlogPage,
  lang: BlogLanguage,
  page: number,
): Promise<Metadata> => {
  const path = blogListCanonicalPath(lang, page)
  const base = await pageMetadata({
    path,
    title: texts.heroHeading,
    description: texts.heroIntro ?? texts.heroHeading,
  })
  return {
    ...base,
    alternates: {
      canonical: path,
      languages: languageAlternates((other) => blogListCanonicalPath(other, page)),
      types: feeds(texts, lang),
    },
    openGraph: {
      ...base.openGraph,
      locale: OPEN_GRAPH_LOCALES[lang],
      alternateLocale: BLOG_LANGUAGES.filter((l) => l !== lang).map((l) => OPEN_GRAPH_LOCALES[l]),
    },
  }
}

const defaultShareImage = (post: BlogPostView) => ({
  url: DEFAULT_BLOG_IMAGE_PATHS[defaultBlogImageIndex(post.id, DEFAULT_BLOG_IMAGE_PATHS.length)],
  width: 1200,
  height: 750,
  alt: post.title,
})

export const blogPostMetadata = async (
  post: BlogPostView,
  texts: BlogPage,
  lang: BlogLanguage,
): Promise<Metadata> => {
  const path = blogPostCanonicalPath(post.slug, lang)
  const description = post.excerpt || texts.heroIntro || post.title
  const base = await pageMetadata({ path, title: post.title, description, image: post.image })
  const fallbackImage = post.image?.url ? null : defaultShareImage(post)
  return {
    ...base,
    alternates: {
      canonical: path,
      languages: languageAlternates((other) => blogPostCanonicalPath(post.slug, other)),
      types: feeds(texts, lang),
    },
    openGraph: {
      ...base.openGraph,
      type: 'article',
      locale: OPEN_GRAPH_LOCALES[lang],
      alternateLocale: BLOG_LANGUAGES.filter((l) => l !== lang).map((l) => OPEN_GRAPH_LOCALES[l]),
      ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}),
      modifiedTime: post.updatedAt,
      tags: post.tags,
      ...(fallbackImage ? { images: [fallbackImage] } : {}),
    },
    twitter: base.twitter,
  }
}

/** Next hands the browser the page's metadata, not the not-found boundary's, after hydration. */
export const postNotFoundMetadata = (texts: BlogPage): Metadata => ({
  title: texts.postNotFoundHeading,
  robots: { index: false },
})
