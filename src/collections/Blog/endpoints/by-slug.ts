import { NotFound, type Endpoint } from 'payload'

import { blogLanguageOrDefault } from '@/lib/blog/language'
import { hasRole } from '@/lib/roles'

// Also reached as /api/blog/{slug}: the API's GET handler maps that path here and `lang` to
// `locale`, refusing unknown languages (api-request.ts).
export const blogBySlug: Endpoint = {
  path: '/slug/:slug',
  method: 'get',
  handler: async (req) => {
    const slug = String(req.routeParams?.slug ?? '')
    const locale = blogLanguageOrDefault(req.searchParams.get('locale'))
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
