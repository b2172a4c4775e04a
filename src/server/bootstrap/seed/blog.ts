import { BLOG_POSTS } from './content'
import { withSeededImages } from './media'
import type { SeedStep } from './seed-step'

export const seedBlog: SeedStep = async (payload, req) => {
  const posts = await withSeededImages(payload, req, BLOG_POSTS)
  for (const post of posts) {
    const created = await payload.create({
      req,
      collection: 'blog',
      locale: 'en',
      data: {
        slug: post.slug,
        tags: post.tags.en,
        publishedAt: post.publishedAt,
        featuredImage: post.image,
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
