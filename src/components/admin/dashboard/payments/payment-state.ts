import { PAYMENT_STATE_LABELS } from '@/lib/payments/payment-states'
import { toRinggit, toSen } from '@/lib/pricing'
import type { Registration } from '@/payload-types'

import type { Tone } from '../ui/status-pill'

type PaymentState = NonNullable<Registration['paymentState']>

/** A registration from before payments were recorded has no state: nothing is paid on it. */
export const paymentStateOf = (registration: Pick<Registration, 'paymentState'>): PaymentState =>
  registration.paymentState ?? 'unpaid'

// Settled reads as done; a part or an excess payment asks for a look; unpaid is plain.
const TONES: Record<PaymentState, Tone> = {
  unpaid: 'light',
  partly_paid: 'warning',
  paid: 'success',
  overpaid: 'warning',
  refunded: 'light-gray',
}

export const paymentTone = (registration: Pick<Registration, 'paymentState'>): Tone =>
  TONES[paymentStateOf(registration)]

export const paymentLabel = (registration: Pick<Registration, 'paymentState'>): string =>
  PAYMENT_STATE_LABELS[paymentStateOf(registration)]

/** What is still owed on a registration, in ringgit (nothing once paid or overpaid). */
export const outstandingOf = (registration: Pick<Registration, 'totalAmount' | 'amountPaid'>) =>
  toRinggit(Math.max(toSen(registration.totalAmount ?? 0) - toSen(registration.amountPaid ?? 0), 0))
