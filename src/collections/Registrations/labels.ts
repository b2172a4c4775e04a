import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@/lib/payments/payment-states'

/** The collection's names in the admin and in API messages ("Registration successfully created."). */
export const REGISTRATION_LABELS = { singular: 'Registration', plural: 'Registrations' }

export const PAYMENT_STATE_OPTIONS = PAYMENT_STATES.map((value) => ({
  value,
  label: PAYMENT_STATE_LABELS[value],
}))
