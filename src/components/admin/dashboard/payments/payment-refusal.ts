import { ApiError, serverMessageOf } from '@/lib/dashboard/api-error'
import { errorDataOf } from '@/lib/http/request-error'

import type { Wording } from '../ui/confirm-dialog'

/**
 * What the ledger refused and wants a person's word on, as the server names it: a payment
 * beyond what is owed, a payment on a cancelled registration, a refund beyond what was paid.
 */
export const REFUSAL_CODES = ['overpayment', 'cancelled', 'refund-over-paid'] as const
export type RefusalCode = (typeof REFUSAL_CODES)[number]

export type Refusal = { code: RefusalCode; message: string }

/** The ledger's refusal in a failed call (409 with a known code), or null for any other failure. */
export const refusalOf = (error: unknown): Refusal | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const code = errorDataOf(error.body).code
  const message = serverMessageOf(error.body)
  if (!message || !REFUSAL_CODES.some((known) => known === code)) return null
  return { code: code as RefusalCode, message }
}

/**
 * What the form does with a refusal: an overpayment is a question (confirm to record it
 * anyway), a cancelled registration asks for the reason, a refund beyond what was paid is
 * wrong where the amount is.
 */
export type RefusalAnswer =
  | { ask: 'confirm-overpayment'; message: string }
  | { ask: 'override-reason'; message: string }
  | { ask: 'fix-field'; field: 'amount'; message: string }

export const answerTo = ({ code, message }: Refusal): RefusalAnswer => {
  switch (code) {
    case 'overpayment':
      return { ask: 'confirm-overpayment', message }
    case 'cancelled':
      return { ask: 'override-reason', message }
    case 'refund-over-paid':
      return { ask: 'fix-field', field: 'amount', message }
  }
}

/** True for a failure the form answers itself, which then needs no error toast. */
export const isAnsweredRefusal = (error: unknown): boolean => refusalOf(error) !== null

/** The question an overpayment asks, in the server's words: confirming records it anyway. */
export const overpaymentWording = (asked: { message: string } | null): Wording => ({
  title: 'Record an overpayment?',
  description: asked?.message ?? '',
  confirmLabel: 'Record anyway',
})
