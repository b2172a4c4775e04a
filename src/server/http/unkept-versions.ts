import config from '@payload-config'

import { versionsRoute } from '@/lib/http/versions-route'

// Payload routes `/versions` for every collection and global; without versions the query reaches
// a table that does not exist (500).
export const refuseUnkeptVersions = async (request: Request): Promise<Response | null> => {
  const route = versionsRoute(new URL(request.url).pathname)
  if (!route) return null
  const { collections, globals } = await config
  const entities = route.kind === 'global' ? globals : collections
  const entity = entities.find(({ slug }) => slug === route.slug)
  if (!entity || entity.versions) return null
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}
