import { adminEndpoint } from '@/endpoints/role-endpoint'
import { editionFigures } from '@/server/dashboard/edition-figures'

/**
 * GET /api/dashboard/editions — every edition with its seats taken, pending, confirmed and
 * left, and the one the registrations panel opens on (admin). Counts, no personal data.
 */
export const dashboardEditions = adminEndpoint('get', '/dashboard/editions', async (req) => {
  return Response.json(await editionFigures(req), { headers: { 'cache-control': 'no-store' } })
})
