import { paymentState, type PaymentState } from './match-statement'
import { formatSen } from './sen'

export type LedgerEntry = {
  kind: 'payment' | 'refund'
  amountSen: number
  voided: boolean
  recordedAt: string
}

export type LedgerFigures = {
  paidSen: number
  refundedSen: number
  netSen: number
  state: PaymentState
  /** When the standing entries first covered the total, if they still do. */
  paidAt: string | null
}

export const ledgerFigures = (totalSen: number, entries: LedgerEntry[]): LedgerFigures => {
  const standing = entries
    .filter((entry) => !entry.voided)
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt))
  let paidSen = 0
  let refundedSen = 0
  let coveredAt: string | null = null
  for (const entry of standing) {
    if (entry.kind === 'payment') paidSen += entry.amountSen
    else refundedSen += entry.amountSen
    const net = paidSen - refundedSen
    if (net >= totalSen && totalSen > 0) coveredAt ??= entry.recordedAt
    else coveredAt = null
  }
  const state = paymentState(totalSen, paidSen, refundedSen)
  const settled = state === 'paid' || state === 'overpaid'
  return {
    paidSen,
    refundedSen,
    netSen: paidSen - refundedSen,
    state,
    paidAt: settled ? coveredAt : null,
  }
}

export const REFUND_OVER_PAID = (netSen: number): string =>
  netSen > 0
    ? `A refund cannot be more than what was paid, net of earlier refunds: ${formatSen(netSen)}.`
    : 'Nothing has been paid for this registration, so there is nothing to refund.'

export const CANCELLED_TAKES_NO_PAYMENT =
  'This registration is cancelled and takes no payment. Reinstate it first, or give the reason for recording this payment anyway.'

export const overpaymentMessage = (totalSen: number, netSen: number, amountSen: number): string => {
  const over = netSen + amountSen - totalSen
  const already =
    netSen >= totalSen
      ? `This registration is already fully paid (${formatSen(totalSen)}).`
      : `${formatSen(netSen)} of ${formatSen(totalSen)} is paid.`
  return `${already} Recording ${formatSen(amountSen)} would overpay it by ${formatSen(over)}. Confirm to record it anyway.`
}

export type EntryRefusal = {
  status: 409
  code: 'refund-over-paid' | 'cancelled' | 'overpayment'
  message: string
}

export const refuseEntry = ({
  kind,
  amountSen,
  totalSen,
  netSen,
  cancelled,
  overrideReason,
  overpaymentConfirmed,
}: {
  kind: 'payment' | 'refund'
  amountSen: number
  totalSen: number
  netSen: number
  cancelled: boolean
  overrideReason?: string | null
  overpaymentConfirmed?: boolean
}): EntryRefusal | null => {
  if (kind === 'refund') {
    return amountSen > netSen
      ? { status: 409, code: 'refund-over-paid', message: REFUND_OVER_PAID(netSen) }
      : null
  }
  if (cancelled && !overrideReason?.trim()) {
    return { status: 409, code: 'cancelled', message: CANCELLED_TAKES_NO_PAYMENT }
  }
  if (netSen + amountSen > totalSen && !overpaymentConfirmed) {
    return {
      status: 409,
      code: 'overpayment',
      message: overpaymentMessage(totalSen, netSen, amountSen),
    }
  }
  return null
}
