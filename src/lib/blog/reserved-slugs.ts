// Payload answers these under /api/blog/…: a post with such a slug could never be fetched by slug.
export const RESERVED_BLOG_SEGMENTS = new Set([
  'access',
  'count',
  'distinct',
  'init',
  'slug',
  'versions',
])
