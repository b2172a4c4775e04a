import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'
import type { Payment } from '@/payload-types'

import type { Wording } from '../ui/confirm-dialog'
import { KIND_LABELS } from './payment-labels'

/** A payment recorded from a bank statement line is one of that line's decision. */
export const isLinePayment = (payment: Pick<Payment, 'source' | 'statementLine'>) =>
  payment.source === 'bank-line' || Boolean(payment.statementLine)

/**
 * What voiding says it does: the entry stops counting and its document is cancelled; for a
 * bank line's payment, every payment of that line goes and the line is to be decided again.
 */
export const voidWording = (payment: Payment | null): Wording => {
  if (!payment)
    return { title: 'Void this payment?', confirmLabel: 'Void payment', description: '' }
  const kind = KIND_LABELS[payment.kind].toLowerCase()
  const entry = `The ${kind} of ${formatRinggit(payment.amount)} on ${formatTableDate(payment.paidOn)}`
  const description = isLinePayment(payment)
    ? `${entry} came from a bank statement line. Voiding it voids all the payments recorded ` +
      'from that line, for every registration it paid, cancels their receipts, and reopens ' +
      'the line in Bank Statements to be decided again.'
    : `${entry} will no longer count towards this registration and its ` +
      `${payment.kind === 'refund' ? 'refund note' : 'official receipt'} is cancelled. ` +
      'The record stays, marked as voided.'
  return {
    title: `Void this ${kind}?`,
    confirmLabel: `Void ${kind}`,
    description,
  }
}
