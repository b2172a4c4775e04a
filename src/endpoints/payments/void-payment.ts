import { adminEndpoint } from '@/endpoints/role-endpoint'
import { voidPayment } from '@/server/payments/record-payment'

import { routeId } from './route-id'

/**
 * POST /api/dashboard/payments/:id/void — a payment entered by mistake stops counting; the
 * record stays, marked with who voided it and when (admin).
 */
export const voidPaymentEndpoint = adminEndpoint(
  'post',
  '/dashboard/payments/:id/void',
  async (req) => {
    const settled = await voidPayment(req, routeId(req))
    return Response.json(
      { doc: settled.registration },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
)
