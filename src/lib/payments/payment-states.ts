import type { PaymentState } from './match-statement'

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Unpaid',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
  refunded: 'Refunded',
}

export const PAYMENT_STATES = Object.keys(PAYMENT_STATE_LABELS) as PaymentState[]

export const isPaymentState = (value: unknown): value is PaymentState =>
  typeof value === 'string' && value in PAYMENT_STATE_LABELS
