import type { Endpoint } from 'payload'

import { requireRole } from '@/access/require-role'
import { manualPaymentSchema } from '@/lib/validation/payments'
import { readJsonBody } from '@/server/http/read-json'
import { recordPayment } from '@/server/payments/record-payment'
import { parseOrThrow } from '@/server/validation-error'

import { routeId } from './route-id'

/**
 * POST /api/dashboard/registrations/:id/payments {kind, amount, paidOn, note?, slip?, confirm?}
 * — a payment or refund an admin enters by hand, read from an uploaded slip or told by the
 * bank (admin). Answers the registration as it now stands.
 */
export const recordManualPayment: Endpoint = {
  path: '/dashboard/registrations/:id/payments',
  method: 'post',
  handler: async (req) => {
    requireRole(req, 'admin')
    const registrationId = routeId(req)
    const input = parseOrThrow(manualPaymentSchema, await readJsonBody(req), {
      collection: 'payments',
    })
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
}
