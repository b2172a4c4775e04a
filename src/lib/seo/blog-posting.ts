import type { BlogPosting, WithContext } from 'schema-dts'

import type { BlogLanguage } from '../blog/language'

export type BlogPostingFacts = {
  title: string
  description?: string | null
  url: string
  image: string
  lang: BlogLanguage
  publishedAt?: string | null
  updatedAt: string
  tags: string[]
  wordCount?: number
  publisher: { name: string; url: string; logo?: string | null }
}

export const blogPostingJsonLd = (post: BlogPostingFacts): WithContext<BlogPosting> => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  ...(post.description ? { description: post.description } : {}),
  url: post.url,
  mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
  image: [post.image],
  inLanguage: post.lang,
  ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
  dateModified: post.updatedAt,
  ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  ...(post.wordCount ? { wordCount: post.wordCount } : {}),
  author: { '@type': 'Organization', name: post.publisher.name, url: post.publisher.url },
  publisher: {
    '@type': 'Organization',
    name: post.publisher.name,
    url: post.publisher.url,
    ...(post.publisher.logo ? { logo: { '@type': 'ImageObject', url: post.publisher.logo } } : {}),
  },
})
