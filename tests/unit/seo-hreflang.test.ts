import { describe, expect, it } from 'vitest'

import { blogPostCanonicalPath } from '@/lib/blog/blog-urls'
import { blogPostingJsonLd } from '@/lib/seo/blog-posting'
import { languageAlternates } from '@/lib/seo/hreflang'

describe('languageAlternates', () => {
  it('gives each language its address and x-default the English one', () => {
    expect(languageAlternates((lang) => blogPostCanonicalPath('a-post', lang))).toEqual({
      en: '/blog/a-post',
      ms: '/blog/a-post?lang=ms',
      'x-default': '/blog/a-post',
    })
  })
})

describe('blogPostingJsonLd', () => {
  it('describes a post as a BlogPosting in its language', () => {
    const data = blogPostingJsonLd({
      title: 'Lima Tabiat',
      description: 'Ringkasan',
      url: 'https://academy.test/blog/a-post?lang=ms',
      image: 'https://academy.test/images/blog-defaults/2.webp',
      lang: 'ms',
      publishedAt: '2025-04-14T01:00:00.000Z',
      updatedAt: '2025-04-15T01:00:00.000Z',
      tags: ['Leadership', 'Communication'],
      publisher: { name: 'Academy', url: 'https://academy.test/' },
    })
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Lima Tabiat',
      inLanguage: 'ms',
      datePublished: '2025-04-14T01:00:00.000Z',
      dateModified: '2025-04-15T01:00:00.000Z',
      keywords: 'Leadership, Communication',
      image: ['https://academy.test/images/blog-defaults/2.webp'],
    })
  })
})
