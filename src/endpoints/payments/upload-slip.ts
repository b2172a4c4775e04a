import type { Endpoint } from 'payload'

import { storePaymentSlip } from '@/server/payments/store-payment-slip'

import { fieldText, readMultipart } from './uploaded-file'

/**
 * POST /api/payment-slips/upload (multipart: registration, expires, signature, file) — a
 * payer's bank slip through their registration's personal link (anyone holding the link;
 * checked here). 201 with the reference; 400 wrong type or size, 404 a link that is not
 * this registration's, 410 an expired link, 429 too many slips. Nothing is stored on refusal.
 */
export const uploadSlip: Endpoint = {
  path: '/upload',
  method: 'post',
  handler: async (req) => {
    const { fields, file } = await readMultipart(req)
    const id = Number(fieldText(fields, 'registration'))
    const answer = await storePaymentSlip(req.payload, {
      registrationId: Number.isSafeInteger(id) && id > 0 ? id : 0,
      expires: fieldText(fields, 'expires'),
      signature: fieldText(fields, 'signature'),
      file,
    })
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
