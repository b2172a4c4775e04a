import { adminEndpoint } from '@/endpoints/role-endpoint'
import { editionFigures } from '@/server/dashboard/edition-figures'

export const dashboardEditions = adminEndpoint('get', '/dashboard/editions', async (req) => {
  return Response.json(await editionFigures(req), { headers: { 'cache-control': 'no-store' } })
})
