export const DEFAULT_BLOG_IMAGE_PATHS = [1, 2, 3, 4].map((n) => `/images/blog-defaults/${n}.webp`)

// The same one every time, so a post's picture does not change between visits.
export const defaultBlogImageIndex = (postId: string | number, count = 4): number => {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Image count must be a positive whole number, got ${count}`)
  }
  let hash = 0
  const key = String(postId)
  for (let i = 0; i < key.length; i++) {
    hash = (Math.imul(hash, 31) + key.charCodeAt(i)) >>> 0
  }
  return hash % count
}
