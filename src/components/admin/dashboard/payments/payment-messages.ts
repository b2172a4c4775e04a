export const PAYMENT_RECORDED = 'Payment recorded'
export const REFUND_RECORDED = 'Refund recorded'
export const PAYMENT_RECORD_FAILED = 'Failed to record payment'
export const PAYMENT_VOIDED = 'Payment voided'
export const PAYMENT_VOID_FAILED = 'Failed to void payment'
export const FULLY_PAID = 'The registration is now fully paid.'
export const SLIPS_CHECKED = 'Slips marked as checked'
export const SLIPS_CHECK_FAILED = 'Failed to mark the slips checked'
export const INVOICE_FAILED = 'Failed to issue the invoice'

export const invoiceMessage = (number: string) => `Invoice ${number} downloaded`

export const recordedMessage = (
  kind: 'payment' | 'refund',
  becamePaid: boolean,
  documentNumber: string,
): string => {
  const recorded =
    kind === 'refund'
      ? `${REFUND_RECORDED}, refund note ${documentNumber} issued.`
      : `${PAYMENT_RECORDED}, official receipt ${documentNumber} issued.`
  return becamePaid ? `${recorded} ${FULLY_PAID}` : recorded
}

export const FORMAT_SAVED = 'Bank format saved'
export const FORMAT_SAVE_FAILED = 'Failed to save bank format'
export const COLUMNS_READ_FAILED = 'Could not read the columns of this file.'
export const STATEMENT_IMPORTED = 'Statement imported'
export const STATEMENT_IMPORT_FAILED = 'Failed to import statement'

export const LINE_RECORDED = 'Bank line recorded as payment'
export const LINE_IGNORED = 'Bank line ignored'
export const LINE_DECISION_FAILED = 'Failed to decide bank line'
export const MATCHED_ACCEPT_FAILED = 'Failed to accept the matched lines'

const lines = (count: number) => `${count} bank line${count === 1 ? '' : 's'}`

export const acceptedMatchedMessage = ({
  recorded,
  decidedElsewhere,
  needsReview = 0,
}: {
  recorded: number
  decidedElsewhere: number
  needsReview?: number
}): string =>
  `${lines(recorded)} recorded as ${recorded === 1 ? 'a payment' : 'payments'}.` +
  (decidedElsewhere > 0 ? ` ${lines(decidedElsewhere)} had been decided by someone else.` : '') +
  (needsReview > 0
    ? ` ${lines(needsReview)} left open to accept one by one: an overpayment, a cancelled ` +
      'registration or a date to check.'
    : '')
