/**
 * The public pages every browser and weight measurement covers, by the name the table gives
 * them; `post` is the address of a published blog post, found on the seeded site.
 */
export const publicPages = (post: string): Array<{ name: string; path: string }> => [
  ...[
    '/',
    '/about',
    '/programs',
    '/products',
    '/certifications',
    '/clients',
    '/gallery',
    '/blog',
  ].map((path) => ({ name: path, path })),
  { name: 'a blog post', path: post },
  ...['/contact', '/registration', '/privacy'].map((path) => ({ name: path, path })),
]

/** The newest published post's address on the site at `base`, for the "a blog post" rows. */
export const aBlogPost = async (base: string): Promise<string> => {
  const response = await fetch(`${base}/api/blog?limit=1&lang=en`)
  const slug = (await response.json()).docs?.[0]?.slug
  if (!slug) throw new Error('The site has no published blog post to measure')
  return `/blog/${slug}`
}
