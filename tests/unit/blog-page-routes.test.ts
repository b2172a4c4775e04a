import { describe, expect, it } from 'vitest'

import { blogPageRewrite, blogViewOf, pageFromQuery } from '@/lib/blog/page-routes'

const rewrite = (url: string) => {
  const parsed = new URL(url, 'http://site.test')
  return blogPageRewrite(parsed.pathname, parsed.searchParams)
}

describe('blog page rewrites', () => {
  it('carries the list’s language and page as path segments', () => {
    expect(rewrite('/blog')).toBe('/blog/1/en')
    expect(rewrite('/blog?lang=ms')).toBe('/blog/1/ms')
    expect(rewrite('/blog?lang=ms&page=3')).toBe('/blog/3/ms')
    expect(rewrite('/blog?page=2')).toBe('/blog/2/en')
  })

  it('carries a post’s language', () => {
    expect(rewrite('/blog/five-habits')).toBe('/blog/five-habits/en')
    expect(rewrite('/blog/five-habits?lang=ms')).toBe('/blog/five-habits/ms')
  })

  it('shows English for an unknown language and the first page for a bad page number', () => {
    expect(rewrite('/blog?lang=fr&page=abc')).toBe('/blog/1/en')
    expect(rewrite('/blog/x?lang=')).toBe('/blog/x/en')
    expect(pageFromQuery('0')).toBe(1)
    expect(pageFromQuery('-2')).toBe(1)
    expect(pageFromQuery('02')).toBe(1)
    expect(pageFromQuery('12')).toBe(12)
  })

  it('leaves files, bare numbers and deeper paths alone', () => {
    expect(rewrite('/blog/rss.xml?lang=ms')).toBeNull()
    expect(rewrite('/blog/2')).toBeNull()
    expect(rewrite('/blog/2/ms')).toBeNull()
    expect(rewrite('/blogs')).toBeNull()
  })
})

describe('blogViewOf', () => {
  it('reads a list page or a post from the route’s segments', () => {
    expect(blogViewOf('1', 'ms')).toEqual({ kind: 'list', lang: 'ms', page: 1 })
    expect(blogViewOf('a-post', 'en')).toEqual({ kind: 'post', lang: 'en', slug: 'a-post' })
  })

  it('serves no other language and no odd number', () => {
    expect(blogViewOf('a-post', 'fr')).toBeNull()
    expect(blogViewOf('0', 'en')).toBeNull()
    expect(blogViewOf('007', 'en')).toBeNull()
  })
})
