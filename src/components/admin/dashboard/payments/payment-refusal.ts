import { ApiError, serverMessageOf } from '@/lib/dashboard/api-error'
import { errorDataOf } from '@/lib/http/request-error'

import type { Wording } from '../ui/confirm-dialog'

/** The ledger's refusals (409) that want a person's word, as the server names them. */
export const REFUSAL_CODES = ['overpayment', 'cancelled', 'refund-over-paid'] as const
export type RefusalCode = (typeof REFUSAL_CODES)[number]

export type Refusal = { code: RefusalCode; message: string }

export const refusalOf = (error: unknown): Refusal | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const code = errorDataOf(error.body).code
  const message = serverMessageOf(error.body)
  if (!message || !REFUSAL_CODES.some((known) => known === code)) return null
  return { code: code as RefusalCode, message }
}

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

export const isAnsweredRefusal = (error: unknown): boolean => refusalOf(error) !== null

export const overpaymentWording = (asked: { message: string } | null): Wording => ({
  title: 'Record an overpayment?',
  description: asked?.message ?? '',
  confirmLabel: 'Record anyway',
})
