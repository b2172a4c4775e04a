import { adminEndpoint } from '@/endpoints/role-endpoint'
import { routeId } from '@/endpoints/payments/route-id'
import { readRollCall } from '@/server/certificates/roll-call'

export const rollCallEndpoint = adminEndpoint(
  'get',
  '/dashboard/editions/:id/roll-call',
  async (req) =>
    Response.json(await readRollCall(req, routeId(req)), {
      headers: { 'cache-control': 'no-store' },
    }),
)
