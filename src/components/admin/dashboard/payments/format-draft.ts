import {
  mappingProblems,
  type StatementAmountMapping,
  type StatementMapping,
} from '@/lib/payments/statement-profiles'

export type AmountKind = StatementAmountMapping['kind']

/** A new bank format as the admin fills it in; every column is named by its header in the file. */
export type FormatDraft = {
  name: string
  account: string
  headerText: string // empty: the header row is found by its place
  dateColumn: string
  dateFormat: string
  descriptionColumns: string[]
  amountKind: AmountKind
  amountColumn: string
  indicatorColumn: string
  creditMarkers: string // comma-separated; empty: the reader's usual ones (CR, C, K… / DR, D…)
  debitMarkers: string
  payerColumn: string // empty: the statement has no payer column
  delimiter: string // empty: the separator is found from each file
}

export const EMPTY_DRAFT: FormatDraft = {
  name: '',
  account: '',
  headerText: '',
  dateColumn: '',
  dateFormat: '',
  descriptionColumns: [],
  amountKind: 'credit-column',
  amountColumn: '',
  indicatorColumn: '',
  creditMarkers: '',
  debitMarkers: '',
  payerColumn: '',
  delimiter: '',
}

export const AMOUNT_KIND_LABELS: Record<AmountKind, string> = {
  'credit-column': 'A column of money in (credit)',
  'signed-amount': 'One amount column, negative for money out',
  'amount-with-indicator': 'An amount column plus a DR/CR column',
}

// The reader tries comma first, so only another separator is worth pinning in a format.
export const DEFAULT_DELIMITER = ','

const markerList = (text: string): string[] =>
  text
    .split(',')
    .map((marker) => marker.trim())
    .filter(Boolean)

const markerText = (markers: readonly string[] | undefined): string => (markers ?? []).join(', ')

/** Keeps the names the admin already typed: the reader's proposal knows nothing of them. */
export const draftOfMapping = (
  mapping: StatementMapping,
  { name, account }: Pick<FormatDraft, 'name' | 'account'>,
): FormatDraft => {
  const { amount, header } = mapping
  const indicator = amount.kind === 'amount-with-indicator' ? amount : null
  return {
    name,
    account,
    // The date column's header is the cell most sure to be in next month's header row.
    headerText: header && 'containing' in header ? header.containing : mapping.dateColumn,
    dateColumn: mapping.dateColumn,
    dateFormat: mapping.dateFormat,
    descriptionColumns: [...mapping.descriptionColumns],
    amountKind: amount.kind,
    amountColumn: amount.column,
    indicatorColumn: indicator?.indicatorColumn ?? '',
    creditMarkers: markerText(indicator?.creditMarkers),
    debitMarkers: markerText(indicator?.debitMarkers),
    payerColumn: mapping.payerColumn ?? '',
    delimiter:
      mapping.delimiter && mapping.delimiter !== DEFAULT_DELIMITER ? mapping.delimiter : '',
  }
}

const indicatorMapping = (
  draft: FormatDraft,
  column: string,
  indicatorColumn: string,
): StatementAmountMapping => {
  const creditMarkers = markerList(draft.creditMarkers)
  const debitMarkers = markerList(draft.debitMarkers)
  return {
    kind: 'amount-with-indicator',
    column,
    indicatorColumn,
    ...(creditMarkers.length > 0 ? { creditMarkers } : {}),
    ...(debitMarkers.length > 0 ? { debitMarkers } : {}),
  }
}

/** A chosen column no longer among `columns` (the header row moved) counts as not chosen. */
export const mappingOfDraft = (
  draft: FormatDraft,
  { skipRows, columns }: { skipRows: number; columns: readonly string[] },
): StatementMapping => {
  const known = (column: string) => (columns.includes(column) ? column : '')
  const column = known(draft.amountColumn)
  const amount: StatementAmountMapping =
    draft.amountKind === 'amount-with-indicator'
      ? indicatorMapping(draft, column, known(draft.indicatorColumn))
      : { kind: draft.amountKind, column }
  const payerColumn = known(draft.payerColumn)
  const headerText = draft.headerText.trim()
  return {
    // A header found by its text still reads next month's file with a longer summary above it.
    header: headerText ? { containing: headerText } : { skipRows },
    dateColumn: known(draft.dateColumn),
    dateFormat: draft.dateFormat,
    // In the file's order, which is how the description reads on the statement.
    descriptionColumns: columns.filter((c) => draft.descriptionColumns.includes(c)),
    amount,
    ...(payerColumn ? { payerColumn } : {}),
    ...(draft.delimiter ? { delimiter: draft.delimiter } : {}),
  }
}

export const draftProblems = (draft: FormatDraft, mapping: StatementMapping): string[] => [
  ...(draft.name.trim() ? [] : ['Give the format a name.']),
  ...(draft.account.trim() ? [] : ['Say which bank account the statements are of.']),
  ...mappingProblems(mapping),
]
