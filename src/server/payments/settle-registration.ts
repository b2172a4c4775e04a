import type { PayloadRequest } from 'payload'

import { formatInMalaysia } from '@/lib/malaysia-time'
import { paymentState, type PaymentState } from '@/lib/payments/match-statement'
import { toRinggit, toSen } from '@/lib/pricing'
import type { Registration } from '@/payload-types'

import { issueOfficialReceipt } from './issue-official-receipt'

export type Settlement = {
  registration: Registration
  state: PaymentState
  /** Whether this change made it fully paid (and so issued its official receipt). */
  becamePaid: boolean
}

const SETTLED: PaymentState[] = ['paid', 'overpaid']

/**
 * Works a registration's amount paid and payment state out again from its recorded payments
 * (voided ones left out), inside the caller's transaction and under its row lock. The first
 * time it is fully paid, its official receipt is issued (and e-mailed); `confirm` also
 * confirms it in the same step.
 */
export const settleRegistration = async (
  req: PayloadRequest,
  id: number,
  { confirm = false }: { confirm?: boolean } = {},
): Promise<Settlement> => {
  const before = await req.payload.findByID({
    collection: 'registrations',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { docs: payments } = await req.payload.find({
    collection: 'payments',
    where: { registration: { equals: id }, voidedAt: { exists: false } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const sum = (kind: 'payment' | 'refund') =>
    payments.filter((p) => p.kind === kind).reduce((total, p) => total + toSen(p.amount), 0)
  const paidSen = sum('payment')
  const refundedSen = sum('refund')
  const state = paymentState(toSen(before.totalAmount ?? 0), paidSen, refundedSen)
  const becamePaid = SETTLED.includes(state) && !before.paidAt
  const lastPaidOn = payments
    .filter((p) => p.kind === 'payment')
    .map((p) => formatInMalaysia(p.paidOn, 'yyyy-MM-dd'))
    .filter((day): day is string => day !== null)
    .sort()
    .at(-1)
  const registration = await req.payload.update({
    collection: 'registrations',
    id,
    data: {
      amountPaid: toRinggit(paidSen - refundedSen),
      paymentState: state,
      ...(becamePaid ? { paidAt: new Date().toISOString() } : {}),
      ...(becamePaid && confirm && before.status === 'pending' ? { status: 'confirmed' } : {}),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (becamePaid) await issueOfficialReceipt(req, registration, lastPaidOn ?? null)
  return { registration, state, becamePaid }
}
