'use client'

import type { Registration } from '@/payload-types'

import { StatusPill } from '../ui/status-pill'
import { paymentLabel, paymentTone } from './payment-state'

type Props = {
  registration: Pick<Registration, 'paymentState'>
}

/** How far a registration is paid: Unpaid, Partly paid, Paid, Overpaid or Refunded. */
export const PaymentStatePill = ({ registration }: Props) => (
  <StatusPill tone={paymentTone(registration)}>{paymentLabel(registration)}</StatusPill>
)
