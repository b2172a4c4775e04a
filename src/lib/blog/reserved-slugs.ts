/**
 * Path segments Payload itself answers under /api/blog/…; a post with one of these
 * slugs could never be fetched by slug.
 */
export const RESERVED_BLOG_SEGMENTS = new Set([
  'access',
  'count',
  'distinct',
  'init',
  'slug',
  'versions',
])
