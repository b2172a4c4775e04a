import type { Payload } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'
import { payerPaymentStage, type PayerPaymentStage } from '@/lib/payments/payer-stage'
import { paymentLinkQuery, checkPaymentLink } from '@/lib/payments/payment-link'
import { isPaymentState } from '@/lib/payments/payment-states'
import { toSen } from '@/lib/pricing'
import { isErasedRegistration } from '@/lib/privacy/erased-registration'

export type PayerDocument = {
  kind: 'receipt' | 'refund-note'
  number: string
  issuedOn: string
  amountSen: number
  href: string
}

export type PaymentPageView =
  | { link: 'forged' }
  | { link: 'expired' }
  | {
      link: 'valid'
      registrationId: number
      reference: string
      stage: PayerPaymentStage
      totalSen: number
      paidSen: number
      outstandingSen: number
      seatsConfirmed: boolean
      bank: { bankName: string; accountName: string; accountNumber: string }
      slipsReceived: number
      documents: PayerDocument[]
      /** The invoice's download (issued on first request); none for a cancelled registration. */
      invoiceHref: string | null
    }

const documentsOf = async (
  payload: Payload,
  registrationId: number,
  query: string,
): Promise<PayerDocument[]> => {
  const read = (collection: 'official-receipts' | 'refund-notes') =>
    payload.find({
      collection,
      where: { registration: { equals: registrationId }, cancelledAt: { exists: false } },
      sort: 'sequence',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { number: true, issuedAt: true, amount: true },
    })
  const [receipts, refundNotes] = await Promise.all([
    read('official-receipts'),
    read('refund-notes'),
  ])
  const toView = (kind: PayerDocument['kind']) => (doc: (typeof receipts.docs)[number]) => ({
    kind,
    number: doc.number,
    issuedOn: formatInMalaysia(doc.issuedAt, 'd MMM yyyy') ?? '',
    amountSen: toSen(doc.amount),
    href: `/api/payer/${registrationId}/documents/${encodeURIComponent(doc.number)}?${query}`,
  })
  return [...receipts.docs.map(toView('receipt')), ...refundNotes.docs.map(toView('refund-note'))]
}

// Read as the server: the link is the payer's credential, checked first.
export const paymentPageView = async (
  payload: Payload,
  registrationId: number,
  expires: string | null,
  signature: string | null,
  now = Date.now(),
): Promise<PaymentPageView> => {
  const link = checkPaymentLink(payload.secret, registrationId, expires, signature, now)
  if (link !== 'valid') return { link }
  const registration = await payload.findByID({
    collection: 'registrations',
    id: registrationId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  // Erased (by retention or on the contact's request): the link names nobody any more.
  if (!registration || isErasedRegistration(registration)) {
    return { link: 'forged' }
  }
  const edition = typeof registration.edition === 'object' ? registration.edition : null
  const query = paymentLinkQuery(expires!, signature!)
  const [{ totalDocs: slipsReceived }, documents] = await Promise.all([
    payload.count({
      collection: 'payment-slips',
      where: { registration: { equals: registrationId } },
      overrideAccess: true,
    }),
    documentsOf(payload, registrationId, query),
  ])
  const totalSen = toSen(registration.totalAmount ?? 0)
  const paidSen = toSen(registration.amountPaid ?? 0)
  const cancelled = registration.status === 'cancelled'
  return {
    link: 'valid',
    registrationId,
    reference: registration.reference ?? String(registrationId),
    stage: payerPaymentStage({
      state: isPaymentState(registration.paymentState) ? registration.paymentState : 'unpaid',
      cancelled,
      slipWaiting: registration.slipWaiting === true,
    }),
    totalSen,
    paidSen,
    outstandingSen: Math.max(0, totalSen - paidSen),
    seatsConfirmed: registration.status === 'confirmed',
    bank: {
      bankName: edition?.bank?.bankName ?? '',
      accountName: edition?.bank?.accountName ?? '',
      accountNumber: edition?.bank?.accountNumber ?? '',
    },
    slipsReceived,
    documents,
    invoiceHref: cancelled ? null : `/api/payer/${registrationId}/invoice?${query}`,
  }
}
