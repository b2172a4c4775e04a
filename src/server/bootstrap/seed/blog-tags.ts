import type { Payload, PayloadRequest } from 'payload'

import { BLOG_POSTS } from './content'

// Seeded posts without Malay tags get the seed's; a post staff wrote keeps falling back to English.
export const seedMalayBlogTags = async (payload: Payload, req: PayloadRequest) => {
  for (const post of BLOG_POSTS) {
    const { docs } = await payload.find({
      collection: 'blog',
      where: { slug: { equals: post.slug } },
      locale: 'ms',
      fallbackLocale: false,
      draft: true,
      limit: 1,
      depth: 0,
      req,
    })
    const stored = docs[0]
    if (!stored || (stored.tags?.length ?? 0) > 0) continue
    await payload.update({
      collection: 'blog',
      id: stored.id,
      locale: 'ms',
      data: { tags: post.tags.ms },
      req,
    })
  }
}
