import type { Payload, PayloadRequest } from 'payload'

import { appendToAcknowledgement } from './acknowledgement-line'

export const PAYMENT_LINK_LINES = `Put your reference {{reference}} in the transfer's recipient reference, and upload the bank slip on your registration's payment page: {{paymentLinkUrl}} (the link works for 30 days).

Letakkan rujukan {{reference}} sebagai rujukan penerima pindahan, dan muat naik slip bank di halaman bayaran pendaftaran anda: {{paymentLinkUrl}} (pautan sah selama 30 hari).`

export const seedPaymentLinkInAcknowledgement = (
  payload: Payload,
  req: PayloadRequest,
): Promise<void> =>
  appendToAcknowledgement(payload, req, {
    placeholder: '{{paymentLinkUrl}}',
    lines: PAYMENT_LINK_LINES,
  })
