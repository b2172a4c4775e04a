import { adminEndpoint } from '@/endpoints/role-endpoint'
import { routeId } from '@/endpoints/payments/route-id'
import { readRollCall } from '@/server/certificates/roll-call'

/**
 * GET /api/dashboard/editions/:id/roll-call — everyone expected at an edition with their mark
 * on each of its days, who made it and when (admin).
 */
export const rollCallEndpoint = adminEndpoint(
  'get',
  '/dashboard/editions/:id/roll-call',
  async (req) =>
    Response.json(await readRollCall(req, routeId(req)), {
      headers: { 'cache-control': 'no-store' },
    }),
)
