import type { Endpoint } from 'payload'

import { checkSlipUploadQuery } from '@/lib/payments/payment-link-url'
import { refuseSlipUploadUnread } from '@/server/payments/slip-upload-refusal'
import { storePaymentSlip } from '@/server/payments/store-payment-slip'

import { readMultipart } from './uploaded-file'

// The link travels in the address, so it is checked before the body is read (and by the route
// handlers before the body's length: src/server/payments/slip-upload-guard.ts). Nothing is stored
// on refusal.
export const uploadSlip: Endpoint = {
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const now = Date.now()
    const refused = refuseSlipUploadUnread(req, req.searchParams, req.payload.secret, now)
    if (refused) return refused
    const { registrationId, expires, signature } = checkSlipUploadQuery(
      req.payload.secret,
      req.searchParams,
      now,
    )
    const { file } = await readMultipart(req)
    const answer = await storePaymentSlip(
      req.payload,
      { registrationId, expires, signature, file },
      now,
    )
    const headers = { 'cache-control': 'no-store' }
    if (!answer.ok) {
      const error = answer.field
        ? {
            message: answer.message,
            data: { errors: [{ path: answer.field, message: answer.message }] },
          }
        : { message: answer.message }
      return Response.json({ errors: [error] }, { status: answer.status, headers })
    }
    return Response.json(
      { message: 'Bank slip received.', reference: answer.reference },
      { status: 201, headers },
    )
  },
}
