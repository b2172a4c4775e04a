/**
 * Official receipts are numbered from one gap-free sequence ('OR-000042'): the tax office
 * expects every number issued to be accounted for, so a number is taken only in the
 * transaction that issues the receipt (see src/server/payments/issue-official-receipt.ts).
 */
export const RECEIPT_NUMBER_PREFIX = 'OR-'

export const formatReceiptNumber = (sequence: number): string => {
  if (!Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`A receipt number is a whole number from 1, got ${sequence}`)
  }
  return `${RECEIPT_NUMBER_PREFIX}${String(sequence).padStart(6, '0')}`
}
