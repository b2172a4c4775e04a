export const PAYMENT_METHOD_LABELS = {
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  card: 'Card',
} as const

export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS

export const PAYMENT_METHOD_MALAY: Record<PaymentMethod, string> = {
  'bank-transfer': 'Pindahan bank',
  cheque: 'Cek',
  cash: 'Tunai',
  card: 'Kad',
}

export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[]

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && value in PAYMENT_METHOD_LABELS
