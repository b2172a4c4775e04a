'use client'

import type { Registration } from '@/payload-types'

import { StatusPill } from '../ui/status-pill'
import { paymentLabel, paymentTone } from './payment-state'

/** How far a registration is paid: Unpaid, Partly paid, Paid, Overpaid or Refunded. */
export const PaymentStatePill = ({
  registration,
}: {
  registration: Pick<Registration, 'paymentState'>
}) => <StatusPill tone={paymentTone(registration)}>{paymentLabel(registration)}</StatusPill>
