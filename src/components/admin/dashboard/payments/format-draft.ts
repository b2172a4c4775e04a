import {
  mappingProblems,
  type StatementAmountMapping,
  type StatementMapping,
} from '@/lib/payments/statement-profiles'

export type AmountKind = StatementAmountMapping['kind']

/** A new bank format as the admin fills it in; every column is a header of the file read. */
export type FormatDraft = {
  name: string
  account: string
  dateColumn: string
  dateFormat: string
  descriptionColumns: string[]
  amountKind: AmountKind
  amountColumn: string
  indicatorColumn: string
  /** Empty: the statement has no payer column. */
  payerColumn: string
}

export const EMPTY_DRAFT: FormatDraft = {
  name: '',
  account: '',
  dateColumn: '',
  dateFormat: '',
  descriptionColumns: [],
  amountKind: 'credit-column',
  amountColumn: '',
  indicatorColumn: '',
  payerColumn: '',
}

export const AMOUNT_KIND_LABELS: Record<AmountKind, string> = {
  'credit-column': 'A column of money in (credit)',
  'signed-amount': 'One amount column, negative for money out',
  'amount-with-indicator': 'An amount column plus a DR/CR column',
}

/**
 * The mapping the draft describes for a file whose header is `skipRows` rows down. A column
 * chosen before the header row was moved, and no longer among `columns`, counts as not chosen.
 */
export const mappingOfDraft = (
  draft: FormatDraft,
  { skipRows, columns }: { skipRows: number; columns: readonly string[] },
): StatementMapping => {
  const known = (column: string) => (columns.includes(column) ? column : '')
  const column = known(draft.amountColumn)
  const amount: StatementAmountMapping =
    draft.amountKind === 'amount-with-indicator'
      ? { kind: draft.amountKind, column, indicatorColumn: known(draft.indicatorColumn) }
      : { kind: draft.amountKind, column }
  const payerColumn = known(draft.payerColumn)
  return {
    header: { skipRows },
    dateColumn: known(draft.dateColumn),
    dateFormat: draft.dateFormat,
    // In the file's order, which is how the description reads on the statement.
    descriptionColumns: columns.filter((c) => draft.descriptionColumns.includes(c)),
    amount,
    ...(payerColumn ? { payerColumn } : {}),
  }
}

/** What is still missing before the format can be saved, in the admin's words. */
export const draftProblems = (draft: FormatDraft, mapping: StatementMapping): string[] => [
  ...(draft.name.trim() ? [] : ['Give the format a name.']),
  ...(draft.account.trim() ? [] : ['Say which bank account the statements are of.']),
  ...mappingProblems(mapping),
]
