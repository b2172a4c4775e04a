import type { PayloadRequest } from 'payload'

import { occasionKey } from '@/lib/email/form-purposes'
import { formatInMalaysia } from '@/lib/malaysia-time'
import { buildDocument } from '@/lib/payments/documents/build-document'
import { isPaymentMethod } from '@/lib/payments/payment-methods'
import { toSen } from '@/lib/pricing'
import type { Payment, Registration } from '@/payload-types'
import { queueSubmissionEmail } from '@/server/email/queue-submission-email'

import { documentContext } from './document-registration'
import { issueDocument } from './issue-document'

/** The receipt numbers a refund is made against: the registration's standing receipts. */
const standingReceiptNumbers = async (req: PayloadRequest, registrationId: number) => {
  const { docs } = await req.payload.find({
    collection: 'official-receipts',
    where: { registration: { equals: registrationId }, cancelledAt: { exists: false } },
    sort: 'sequence',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { number: true },
    req,
  })
  return docs.map((doc) => doc.number)
}

export const issuePaymentDocument = async (
  req: PayloadRequest,
  {
    payment,
    registration,
    paidBeforeSen,
    paidAfterSen,
  }: { payment: Payment; registration: Registration; paidBeforeSen: number; paidAfterSen: number },
) => {
  const context = await documentContext(req, registration)
  const kind = payment.kind === 'refund' ? 'refund-note' : 'receipt'
  const relatesTo = kind === 'refund-note' ? await standingReceiptNumbers(req, registration.id) : []
  // Stored as the start of the bank's day on the Malaysian clock.
  const bankDay = formatInMalaysia(payment.paidOn, 'yyyy-MM-dd') ?? payment.paidOn.slice(0, 10)
  const document = await issueDocument(
    req,
    kind,
    registration.id,
    (number, issuedOn) =>
      buildDocument({
        kind,
        number,
        issuedOn,
        issuer: context.issuer,
        sstRatePercent: context.sstRatePercent,
        registration: context.registration,
        amountSen: toSen(payment.amount),
        paidBeforeSen,
        paidAfterSen,
        payment: {
          method: isPaymentMethod(payment.method) ? payment.method : 'bank-transfer',
          bankReference: payment.bankReference ?? '',
          paidOn: bankDay,
        },
        relatesTo,
      }),
    () => ({ payment: payment.id, paidOn: bankDay }),
  )
  if (kind === 'receipt') {
    await queueSubmissionEmail(req, {
      collection: 'registrations',
      id: registration.id,
      occasion: occasionKey({ kind: 'receipt', receiptId: document.id }),
    })
  }
  return document
}
