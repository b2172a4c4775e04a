import type { StatementAmountMapping } from '../statement-profiles'
import { parseAmountSen } from './amount'
import { isBlankCell } from './cell-text'

export const DEFAULT_CREDIT_MARKERS = ['CR', 'C', 'CREDIT', 'K', 'KREDIT']
export const DEFAULT_DEBIT_MARKERS = ['DR', 'D', 'DEBIT']

export const normaliseMarker = (text: string): string => text.replace(/[\s.]/g, '').toUpperCase()

// 'none' is a debit or a row without an amount (an opening balance, say): no credit, no problem.
export type CreditReading =
  { kind: 'credit'; amountSen: number } | { kind: 'none' } | { kind: 'bad'; reason: string }

export const hasAmount = (
  amount: StatementAmountMapping,
  cell: (column: string) => string,
): boolean =>
  !isBlankCell(cell(amount.column)) ||
  (amount.kind === 'amount-with-indicator' && !isBlankCell(cell(amount.indicatorColumn)))

export const readCredit = (
  amount: StatementAmountMapping,
  cell: (column: string) => string,
): CreditReading => {
  const text = cell(amount.column)
  if (amount.kind === 'credit-column') {
    // A dash in the credit column is how some banks print a debit row's empty side.
    if (isBlankCell(text)) return { kind: 'none' }
    const sen = parseAmountSen(text)
    if (sen === null) return { kind: 'bad', reason: `Credit amount "${text}" is not an amount.` }
    if (sen < 0) return { kind: 'bad', reason: `Credit amount "${text}" is negative.` }
    return sen === 0 ? { kind: 'none' } : { kind: 'credit', amountSen: sen }
  }
  if (amount.kind === 'signed-amount') {
    if (isBlankCell(text)) return { kind: 'none' }
    const sen = parseAmountSen(text)
    if (sen === null) return { kind: 'bad', reason: `Amount "${text}" is not an amount.` }
    return sen > 0 ? { kind: 'credit', amountSen: sen } : { kind: 'none' }
  }
  const rawIndicator = cell(amount.indicatorColumn)
  if (isBlankCell(text) && isBlankCell(rawIndicator)) return { kind: 'none' }
  const indicator = normaliseMarker(rawIndicator)
  const creditMarkers = (amount.creditMarkers ?? DEFAULT_CREDIT_MARKERS).map(normaliseMarker)
  const debitMarkers = (amount.debitMarkers ?? DEFAULT_DEBIT_MARKERS).map(normaliseMarker)
  if (debitMarkers.includes(indicator)) return { kind: 'none' }
  if (!creditMarkers.includes(indicator)) {
    return {
      kind: 'bad',
      reason: rawIndicator
        ? `"${rawIndicator}" in ${amount.indicatorColumn} says neither money in nor money out.`
        : `${amount.indicatorColumn} is empty, so it is unclear whether money came in.`,
    }
  }
  if (isBlankCell(text)) return { kind: 'bad', reason: 'The amount is missing.' }
  const sen = parseAmountSen(text)
  if (sen === null) return { kind: 'bad', reason: `Amount "${text}" is not an amount.` }
  if (sen <= 0) return { kind: 'bad', reason: `A credit of "${text}" is not a positive amount.` }
  return { kind: 'credit', amountSen: sen }
}
