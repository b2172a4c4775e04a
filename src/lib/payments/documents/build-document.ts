import { ms } from 'date-fns/locale/ms'

import { formatWorkshopDays } from '../../workshop/schedule'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_MALAY, type PaymentMethod } from '../payment-methods'
import { amountInWords } from './amount-in-words'
import type {
  DocumentKind,
  DocumentParty,
  IssuedDocument,
  IssuerParticulars,
} from './issued-document'

export const sstIncludedSen = (totalSen: number, ratePercent: number): number =>
  Math.round((totalSen * ratePercent) / (100 + ratePercent))

export type DocumentRegistration = {
  reference: string
  party: DocumentParty
  participants: string[]
  ratePerPersonSen: number
  totalSen: number
  earlyBirdApplied: boolean
  workshop: { title: string; startsAt: string; endsAt: string | null; venue: string }
}

export type DocumentInput = {
  kind: DocumentKind
  number: string
  issuedOn: string
  issuer: IssuerParticulars
  sstRatePercent: number
  registration: DocumentRegistration
  amountSen: number
  paidBeforeSen: number
  /** Net of refunds, once this document's money has moved. */
  paidAfterSen: number
  payment?: { method: PaymentMethod; bankReference: string; paidOn: string } | null
  dueOn?: string | null
  bank?: IssuedDocument['bank']
  relatesTo?: string[]
}

const FEE = 'Workshop fee per participant / Yuran bengkel setiap peserta'
const EARLY_BIRD = ' (early bird / harga awal)'

export const buildDocument = (input: DocumentInput): IssuedDocument => {
  const { registration } = input
  const participants = registration.participants
  return {
    kind: input.kind,
    number: input.number,
    issuedOn: input.issuedOn,
    issuer: input.issuer,
    sstRatePercent: input.sstRatePercent,
    party: registration.party,
    reference: registration.reference,
    workshop: {
      title: registration.workshop.title,
      dates: {
        en: formatWorkshopDays(registration.workshop.startsAt, registration.workshop.endsAt),
        ms: formatWorkshopDays(registration.workshop.startsAt, registration.workshop.endsAt, ms),
      },
      venue: registration.workshop.venue,
    },
    participants,
    breakdown: [
      {
        description: `${FEE}${registration.earlyBirdApplied ? EARLY_BIRD : ''}`,
        quantity: participants.length,
        unitSen: registration.ratePerPersonSen,
        totalSen: registration.totalSen,
      },
    ],
    totalSen: registration.totalSen,
    sstSen: sstIncludedSen(registration.totalSen, input.sstRatePercent),
    amountSen: input.amountSen,
    amountInWords: amountInWords(input.amountSen),
    paidBeforeSen: input.paidBeforeSen,
    balanceDueSen: Math.max(0, registration.totalSen - input.paidAfterSen),
    payment: input.payment
      ? {
          method: {
            en: PAYMENT_METHOD_LABELS[input.payment.method],
            ms: PAYMENT_METHOD_MALAY[input.payment.method],
          },
          bankReference: input.payment.bankReference,
          paidOn: input.payment.paidOn,
        }
      : null,
    dueOn: input.dueOn ?? null,
    bank: input.bank ?? null,
    relatesTo: input.relatesTo ?? [],
  }
}
