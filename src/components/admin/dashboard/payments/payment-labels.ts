import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/payments/payment-methods'
import type { Payment } from '@/payload-types'

/** How the payments table and form name each kind, source and method of a payment. */
export const KIND_LABELS: Record<Payment['kind'], string> = { payment: 'Payment', refund: 'Refund' }

export const KIND_OPTIONS = (Object.keys(KIND_LABELS) as Array<Payment['kind']>).map((kind) => ({
  value: kind,
  label: KIND_LABELS[kind],
}))

export const SOURCE_LABELS: Record<Payment['source'], string> = {
  'bank-line': 'Bank statement',
  slip: 'Bank slip',
  manual: 'Entered by hand',
}

export const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}))

/** A payment from before methods were recorded was a bank transfer, the only way then. */
export const methodLabel = (payment: Pick<Payment, 'method'>) =>
  PAYMENT_METHOD_LABELS[payment.method ?? 'bank-transfer']
