import type { Payload, PayloadRequest } from 'payload'

import { BLOG_POSTS } from './content'
import { seedImages } from './media'

/** Published posts, written in English and in Malay (one slug for both). */
export const seedBlog = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const images = await seedImages(
    payload,
    req,
    BLOG_POSTS.map((post) => post.image),
  )
  for (const [index, post] of BLOG_POSTS.entries()) {
    const created = await payload.create({
      req,
      collection: 'blog',
      locale: 'en',
      data: {
        slug: post.slug,
        tags: post.tags.en,
        publishedAt: post.publishedAt,
        featuredImage: images[index],
        _status: 'published',
        ...post.en,
      },
    })
    await payload.update({
      req,
      collection: 'blog',
      id: created.id,
      locale: 'ms',
      data: { ...post.ms, tags: post.tags.ms, _status: 'published' },
    })
  }
}
