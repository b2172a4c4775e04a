// Header names match ignoring case and runs of whitespace: exports of the same bank differ in
// capitalisation and padding between channels and years.

// Only a hint: the header is the row naming every mapped column, so a summary above it that
// grows by a line next month changes nothing.
export type StatementHeaderLocation = { skipRows: number } | { containing: string }

export type StatementAmountMapping =
  | { kind: 'credit-column'; column: string }
  | { kind: 'signed-amount'; column: string }
  | {
      kind: 'amount-with-indicator'
      column: string
      indicatorColumn: string
      creditMarkers?: string[]
      debitMarkers?: string[]
    }

export interface StatementMapping {
  header?: StatementHeaderLocation
  dateColumn: string
  // Gives only the order of day, month and year; separators, two-digit years, English or Malay
  // month names and a time after the date are read whatever it says.
  dateFormat: string
  // Malaysian exports often split what the payer typed over several columns: joined with a space.
  descriptionColumns: string[]
  amount: StatementAmountMapping
  payerColumn?: string
  delimiter?: string
}

export const COMMON_DATE_FORMATS = [
  'dd/MM/yyyy',
  'dd-MM-yyyy',
  'dd.MM.yyyy',
  'yyyy-MM-dd',
  'dd MMM yyyy',
  'dd-MMM-yy',
  'dd/MM/yy',
  'd MMMM yyyy',
] as const

export const GENERIC_PROFILE_ID = 'generic'

const isBlank = (text: string | undefined): boolean => !text || text.trim() === ''

export const mappingProblems = (mapping: StatementMapping): string[] => {
  const problems: string[] = []
  if (isBlank(mapping.dateColumn)) problems.push('Choose the date column.')
  if (isBlank(mapping.dateFormat)) problems.push('Choose the date format.')
  if (mapping.descriptionColumns.filter((column) => !isBlank(column)).length === 0) {
    problems.push('Choose at least one description column.')
  }
  if (isBlank(mapping.amount.column)) problems.push('Choose the amount column.')
  if (mapping.amount.kind === 'amount-with-indicator') {
    if (isBlank(mapping.amount.indicatorColumn)) {
      problems.push('Choose the column that says whether money came in or went out.')
    } else if (mapping.amount.creditMarkers?.filter((marker) => !isBlank(marker)).length === 0) {
      problems.push(`Say which values in ${mapping.amount.indicatorColumn} mean money in.`)
    }
  }
  const header = mapping.header
  if (header && 'skipRows' in header) {
    if (!Number.isInteger(header.skipRows) || header.skipRows < 0) {
      problems.push('The number of rows above the header must be a whole number, 0 or more.')
    }
  } else if (header && isBlank(header.containing)) {
    problems.push('Give the header text to look for.')
  }
  return problems
}

const isText = (value: unknown): value is string => typeof value === 'string'

const AMOUNT_KINDS: readonly StatementAmountMapping['kind'][] = [
  'credit-column',
  'signed-amount',
  'amount-with-indicator',
]

export const isStatementMapping = (value: unknown): value is StatementMapping => {
  if (!value || typeof value !== 'object') return false
  const mapping = value as Record<string, unknown>
  const amount = mapping.amount as Record<string, unknown> | null | undefined
  const texts = (list: unknown) => list === undefined || (Array.isArray(list) && list.every(isText))
  const header = mapping.header as Record<string, unknown> | null | undefined
  return (
    isText(mapping.dateColumn) &&
    isText(mapping.dateFormat) &&
    Array.isArray(mapping.descriptionColumns) &&
    mapping.descriptionColumns.every(isText) &&
    (mapping.payerColumn === undefined || isText(mapping.payerColumn)) &&
    (mapping.delimiter === undefined || isText(mapping.delimiter)) &&
    (header === undefined ||
      (header !== null &&
        typeof header === 'object' &&
        (typeof header.skipRows === 'number' || isText(header.containing)))) &&
    !!amount &&
    typeof amount === 'object' &&
    AMOUNT_KINDS.includes(amount.kind as StatementAmountMapping['kind']) &&
    isText(amount.column) &&
    (amount.kind !== 'amount-with-indicator' ||
      (isText(amount.indicatorColumn) && texts(amount.creditMarkers) && texts(amount.debitMarkers)))
  )
}
