import { adminEndpoint } from '@/endpoints/role-endpoint'
import { voidSchema } from '@/lib/validation/payments'
import { readValidBody } from '@/server/http/read-valid-body'
import { voidPayment } from '@/server/payments/void-payment'

import { routeId } from './route-id'

// Undoes everything the payment caused (document cancelled, figures worked out again, a bank line
// reopened); the record stays, with who voided it, when and why.
export const voidPaymentEndpoint = adminEndpoint(
  'post',
  '/dashboard/payments/:id/void',
  async (req) => {
    const id = routeId(req)
    const { reason } = await readValidBody(req, voidSchema, { collection: 'payments' })
    const settlements = await voidPayment(req, id, reason)
    return Response.json(
      { doc: settlements[0]?.registration, registrations: settlements.map((s) => s.registration) },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
)
