import { NotFound, type Endpoint } from 'payload'

import { BLOG_LANGUAGES } from '@/lib/blog/api-rewrite'
import { hasRole } from '@/lib/roles'

type Locale = (typeof BLOG_LANGUAGES)[number]

const pickLocale = (value: string | null): Locale =>
  (BLOG_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Locale) : 'en'

/** GET /api/blog/slug/{slug}?lang=en|ms — also reached as /api/blog/{slug} (see src/proxy.ts). */
export const blogBySlug: Endpoint = {
  path: '/slug/:slug',
  method: 'get',
  handler: async (req) => {
    const slug = String(req.routeParams?.slug ?? '')
    const locale = pickLocale(req.searchParams.get('locale') ?? req.searchParams.get('lang'))
    const staff = hasRole(req.user, 'admin', 'editor')
    const { docs } = await req.payload.find({
      collection: 'blog',
      where: { slug: { equals: slug } },
      locale,
      fallbackLocale: 'en',
      // Staff preview drafts; everyone else gets published posts only (access control).
      draft: staff,
      depth: 1,
      limit: 1,
      overrideAccess: false,
      user: req.user,
      req,
    })
    if (!docs[0]) throw new NotFound(req.t)
    return Response.json(docs[0])
  },
}
