import { adminEndpoint } from '@/endpoints/role-endpoint'
import { manualPaymentSchema } from '@/lib/validation/payments'
import { readValidBody } from '@/server/http/read-valid-body'
import { recordPayment } from '@/server/payments/record-payment'

import { routeId } from './route-id'

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
