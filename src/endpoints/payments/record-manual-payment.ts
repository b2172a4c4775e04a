import { adminEndpoint } from '@/endpoints/role-endpoint'
import { manualPaymentSchema } from '@/lib/validation/payments'
import { readValidBody } from '@/server/http/read-valid-body'
import { recordPayment } from '@/server/payments/record-payment'

import { routeId } from './route-id'

/**
 * POST /api/dashboard/registrations/:id/payments {kind, amount, paidOn, method?, bankReference?,
 * note?, slip?, confirm?, allowOverpayment?, overrideReason?} — a payment or refund an admin
 * enters by hand, read from an uploaded slip or told by the bank (admin). 201 with the
 * registration as it now stands and the document issued; 400 a field that cannot be right;
 * 409 (with `code`) a refund over the net paid, a cancelled registration without a reason, or
 * an overpayment not yet confirmed.
 */
export const recordManualPayment = adminEndpoint(
  'post',
  '/dashboard/registrations/:id/payments',
  async (req) => {
    const registrationId = routeId(req)
    const input = await readValidBody(req, manualPaymentSchema, { collection: 'payments' })
    const recorded = await recordPayment(req, {
      registrationId,
      kind: input.kind,
      amountSen: input.amount,
      paidOn: input.paidOn,
      source: input.slip ? 'slip' : 'manual',
      method: input.method,
      bankReference: input.bankReference,
      slipId: input.slip,
      note: input.note,
      confirm: input.confirm,
      allowOverpayment: input.allowOverpayment,
      overrideReason: input.overrideReason,
    })
    return Response.json(
      {
        doc: recorded.registration,
        becamePaid: recorded.becamePaid,
        document: { id: recorded.document.id, number: recorded.document.number },
      },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    )
  },
)
