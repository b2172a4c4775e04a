import type { PaymentState } from './match-statement'

export type PayerPaymentStage =
  'unpaid' | 'slip-checking' | 'partly-paid' | 'paid' | 'refunded' | 'cancelled'

export const payerPaymentStage = ({
  state,
  cancelled,
  slipWaiting,
}: {
  state: PaymentState
  cancelled: boolean
  slipWaiting: boolean
}): PayerPaymentStage => {
  if (state === 'refunded') return 'refunded'
  if (cancelled) return 'cancelled'
  if (state === 'paid' || state === 'overpaid') return 'paid'
  if (slipWaiting) return 'slip-checking'
  return state === 'partly_paid' ? 'partly-paid' : 'unpaid'
}
