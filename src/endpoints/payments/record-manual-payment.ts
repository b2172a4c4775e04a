import { adminEndpoint } from '@/endpoints/role-endpoint'
import { manualPaymentSchema } from '@/lib/validation/payments'
import { readValidBody } from '@/server/http/read-valid-body'
import { recordPayment } from '@/server/payments/record-payment'

import { routeId } from './route-id'

/**
 * POST /api/dashboard/registrations/:id/payments {kind, amount, paidOn, note?, slip?, confirm?}
 * — a payment or refund an admin enters by hand, read from an uploaded slip or told by the
 * bank (admin). Answers the registration as it now stands.
 */
export const recordManualPayment = adminEndpoint(
  'post',
  '/dashboard/registrations/:id/payments',
  async (req) => {
    const registrationId = routeId(req)
    const input = await readValidBody(req, manualPaymentSchema, { collection: 'payments' })
    const settled = await recordPayment(req, {
      registrationId,
      kind: input.kind,
      amountSen: input.amount,
      paidOn: input.paidOn,
      source: input.slip ? 'slip' : 'manual',
      slipId: input.slip,
      note: input.note,
      confirm: input.confirm,
    })
    return Response.json(
      { doc: settled.registration, becamePaid: settled.becamePaid },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    )
  },
)
