import { formatRinggit } from '@/lib/pricing'
import type { PaymentMethod } from '@/lib/payments/payment-methods'
import { validate } from '@/lib/validation/field-errors'
import { manualPaymentSchema } from '@/lib/validation/payments'
import type { Registration } from '@/payload-types'

import { messagesByField, type FieldMessages } from './field-messages'
import { outstandingOf } from './payment-state'
import { parseRinggit } from './ringgit-input'

/** What POST /api/dashboard/registrations/{id}/payments is sent. */
export type NewPayment = {
  kind: 'payment' | 'refund'
  /** Ringgit. */
  amount: number
  /** The bank's day, YYYY-MM-DD. */
  paidOn: string
  method: PaymentMethod
  bankReference?: string
  note?: string
  /** The uploaded slip the figure was read from. */
  slip?: number
  /** Confirm the registration too if this payment settles it. */
  confirm?: boolean
  /** The admin was told this overpays the registration and records it anyway. */
  allowOverpayment?: boolean
  /** Why a cancelled registration takes this payment. */
  overrideReason?: string
}

/** The record payment form as the admin fills it in. */
export type PaymentDraft = {
  kind: NewPayment['kind']
  amount: string
  paidOn: string
  method: PaymentMethod
  bankReference: string
  note: string
  confirm: boolean
  /** Asked for only once the server said the registration is cancelled. */
  overrideReason: string
}

/**
 * Nothing filled in but the usual kind and method: every figure is read off the bank's
 * record, so a payment is never recorded for an amount or a day nobody typed.
 */
export const EMPTY_PAYMENT_DRAFT: PaymentDraft = {
  kind: 'payment',
  amount: '',
  paidOn: '',
  method: 'bank-transfer',
  bankReference: '',
  note: '',
  confirm: true,
  overrideReason: '',
}

export const OVERRIDE_REASON_REQUIRED = 'Say why this cancelled registration takes the payment.'

type Context = {
  /** The uploaded slip the figures are read from, if any. */
  slip?: number | null
  /** The server asked why a cancelled registration takes a payment: the reason goes along. */
  reasonAsked?: boolean
}

/** The request the draft makes; optional texts left blank are left out. */
export const paymentOf = (draft: PaymentDraft, { slip, reasonAsked }: Context = {}): NewPayment => {
  const optional = (text: string) => text.trim() || undefined
  return {
    kind: draft.kind,
    amount: parseRinggit(draft.amount),
    paidOn: draft.paidOn,
    method: draft.method,
    bankReference: optional(draft.bankReference),
    note: optional(draft.note),
    slip: slip ?? undefined,
    // Only a payment can settle a registration.
    confirm: draft.kind === 'payment' && draft.confirm,
    overrideReason: reasonAsked ? optional(draft.overrideReason) : undefined,
  }
}

/**
 * The request, or what to fix first in each field: the server's payment schema with its own
 * messages, and the reason once it was asked for.
 */
export const checkedPayment = (
  draft: PaymentDraft,
  context: Context = {},
): { ok: true; payment: NewPayment } | { ok: false; errors: FieldMessages } => {
  const payment = paymentOf(draft, context)
  const checked = validate(manualPaymentSchema, payment)
  const errors = checked.ok ? {} : messagesByField(checked.errors)
  if (context.reasonAsked && !payment.overrideReason)
    errors.overrideReason = OVERRIDE_REASON_REQUIRED
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, payment }
}

/**
 * What the amount field is told beside it: what is still owed for a payment, what can be
 * given back for a refund. A hint only, never the amount: that is read off the bank's record.
 */
export const amountHint = (
  registration: Pick<Registration, 'totalAmount' | 'amountPaid'>,
  kind: NewPayment['kind'],
): string => {
  if (kind === 'refund') {
    const paid = Math.max(registration.amountPaid ?? 0, 0)
    return paid > 0 ? `Paid so far: ${formatRinggit(paid)}` : 'Nothing has been paid to refund.'
  }
  const outstanding = outstandingOf(registration)
  return outstanding > 0 ? `Outstanding: ${formatRinggit(outstanding)}` : 'Nothing is outstanding.'
}
