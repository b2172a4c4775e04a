import { expect, type APIRequestContext } from '@playwright/test'

export type BlogLang = 'en' | 'ms'

export type ApiPost = {
  id: number
  slug: string
  title: string
  excerpt: string
  content: string
  tags: string[]
  publishedAt: string
}

/** Published posts in a language, newest first, as the public API gives them. */
export const readPosts = async (request: APIRequestContext, lang: BlogLang): Promise<ApiPost[]> => {
  const response = await request.get(`/api/blog?lang=${lang}&limit=100&sort=-publishedAt`)
  expect(response.status()).toBe(200)
  return (await response.json()).docs
}

/** The blog pages' own texts in a language (the `blog-page` global). */
export const readBlogTexts = async (request: APIRequestContext, lang: BlogLang) => {
  const response = await request.get(`/api/globals/blog-page?locale=${lang}`)
  expect(response.status()).toBe(200)
  return response.json()
}

/** Creates a post through the staff API, in English and (when given) Malay. */
export const createPost = async (
  request: APIRequestContext,
  auth: Record<string, string>,
  post: {
    slug: string
    status: 'draft' | 'published'
    en: { title: string; excerpt?: string; content: string }
    ms?: { title: string; excerpt?: string; content: string }
    tags?: string[]
  },
): Promise<number> => {
  const created = await request.post('/api/blog?locale=en', {
    headers: auth,
    data: { slug: post.slug, tags: post.tags ?? [], _status: post.status, ...post.en },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id
  if (post.ms) {
    const translated = await request.patch(`/api/blog/${id}?locale=ms`, {
      headers: auth,
      data: { ...post.ms, _status: post.status },
    })
    expect(translated.status(), await translated.text()).toBe(200)
  }
  return id
}

export const setPostStatus = async (
  request: APIRequestContext,
  auth: Record<string, string>,
  id: number,
  status: 'draft' | 'published',
) => {
  const response = await request.patch(`/api/blog/${id}`, {
    headers: auth,
    data: { _status: status },
  })
  expect(response.status(), await response.text()).toBe(200)
}

export const deletePost = async (
  request: APIRequestContext,
  auth: Record<string, string>,
  id: number,
) => {
  const response = await request.delete(`/api/blog/${id}`, { headers: auth })
  expect(response.status(), await response.text()).toBe(200)
}
