import { describe, expect, it } from 'vitest'

import {
  blogListCanonicalPath,
  blogListHref,
  blogPostCanonicalPath,
  blogPostHref,
} from '@/lib/blog/blog-urls'
import { blogLanguageOrDefault, isBlogLanguage } from '@/lib/blog/language'

describe('blog addresses', () => {
  it('links always state the language, so the choice stays in the URL', () => {
    expect(blogListHref('en')).toBe('/blog?lang=en')
    expect(blogListHref('ms', 2)).toBe('/blog?lang=ms&page=2')
    expect(blogPostHref('five-habits', 'ms')).toBe('/blog/five-habits?lang=ms')
    expect(blogPostHref('five-habits', 'en')).toBe('/blog/five-habits?lang=en')
  })

  it('canonical addresses leave out the default language', () => {
    expect(blogListCanonicalPath('en')).toBe('/blog')
    expect(blogListCanonicalPath('ms')).toBe('/blog?lang=ms')
    expect(blogListCanonicalPath('en', 3)).toBe('/blog?page=3')
    expect(blogPostCanonicalPath('five-habits', 'en')).toBe('/blog/five-habits')
    expect(blogPostCanonicalPath('five-habits', 'ms')).toBe('/blog/five-habits?lang=ms')
  })
})

describe('blog languages', () => {
  it('knows English and Malay only, and falls back to English for pages', () => {
    expect(isBlogLanguage('ms')).toBe(true)
    expect(isBlogLanguage('MS')).toBe(false)
    expect(blogLanguageOrDefault('ms')).toBe('ms')
    expect(blogLanguageOrDefault('xx')).toBe('en')
    expect(blogLanguageOrDefault(null)).toBe('en')
  })
})
