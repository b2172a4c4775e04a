import type { Payload } from 'payload'

import { ANONYMISED_EMAIL } from '@/lib/privacy/anonymised-values'
import { checkPaymentLink } from '@/lib/payments/payment-link'
import { isPaymentState } from '@/lib/payments/payment-states'
import type { PaymentState } from '@/lib/payments/match-statement'
import { toRinggit, toSen } from '@/lib/pricing'

/** What a payer's personal page shows: their reference, what is left to pay, and where to. */
export type PaymentPageView =
  | { link: 'forged' }
  | { link: 'expired' }
  | {
      link: 'valid'
      registrationId: number
      reference: string
      totalAmount: number
      amountPaid: number
      /** What is still to transfer: never below zero. */
      outstanding: number
      state: PaymentState
      cancelled: boolean
      bank: { bankName: string; accountName: string; accountNumber: string }
      slipsReceived: number
    }

/**
 * The page of one registration's personal link, read as the server (the link is the payer's
 * credential, checked first). A forged link, or one naming an erased registration, shows
 * nothing of it.
 */
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
  if (
    !registration ||
    registration.anonymisedAt ||
    registration.contactEmail === ANONYMISED_EMAIL
  ) {
    return { link: 'forged' }
  }
  const edition = typeof registration.edition === 'object' ? registration.edition : null
  const { totalDocs: slipsReceived } = await payload.count({
    collection: 'payment-slips',
    where: { registration: { equals: registrationId } },
    overrideAccess: true,
  })
  const total = registration.totalAmount ?? 0
  const paid = registration.amountPaid ?? 0
  return {
    link: 'valid',
    registrationId,
    reference: registration.reference ?? String(registrationId),
    totalAmount: total,
    amountPaid: paid,
    outstanding: toRinggit(Math.max(0, toSen(total) - toSen(paid))),
    state: isPaymentState(registration.paymentState) ? registration.paymentState : 'unpaid',
    cancelled: registration.status === 'cancelled',
    bank: {
      bankName: edition?.bank?.bankName ?? '',
      accountName: edition?.bank?.accountName ?? '',
      accountNumber: edition?.bank?.accountNumber ?? '',
    },
    slipsReceived,
  }
}
