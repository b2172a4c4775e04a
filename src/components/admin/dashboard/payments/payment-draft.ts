import { formatRinggit } from '@/lib/pricing'
import type { PaymentMethod } from '@/lib/payments/payment-methods'
import { validate } from '@/lib/validation/field-errors'
import { manualPaymentSchema } from '@/lib/validation/payments'
import type { Registration } from '@/payload-types'

import { messagesByField, type FieldMessages } from './field-messages'
import { outstandingOf } from './payment-state'
import { parseRinggit } from './ringgit-input'

export type NewPayment = {
  kind: 'payment' | 'refund'
  amount: number // ringgit
  paidOn: string // YYYY-MM-DD, the bank's day
  method: PaymentMethod
  bankReference?: string
  note?: string
  slip?: number // the uploaded slip the figures were read from
  confirm?: boolean // also confirm the registration if this payment settles it
  allowOverpayment?: boolean
  overrideReason?: string // why a cancelled registration takes this payment
}

export type PaymentDraft = {
  kind: NewPayment['kind']
  amount: string
  paidOn: string
  method: PaymentMethod
  bankReference: string
  note: string
  confirm: boolean
  overrideReason: string // asked for only once the server said the registration is cancelled
}

// Amount and day start blank: they are read off the bank's record, never defaulted.
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
  slip?: number | null
  /** The server asked why a cancelled registration takes a payment. */
  reasonAsked?: boolean
}

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

/** A hint beside the amount field; the amount itself is always read off the bank's record. */
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
