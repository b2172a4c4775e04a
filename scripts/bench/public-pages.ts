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
