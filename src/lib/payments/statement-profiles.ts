/**
 * How the columns of a bank's CSV statement export map onto a statement line.
 *
 * Columns are named by their header text; matching ignores case and runs of whitespace, because
 * exports of the same bank differ in capitalisation and padding between channels and years.
 */

/**
 * Where the table's header row was when the mapping was made: bank exports often put
 * account-summary lines above it. Only a hint: the header is the row that names every mapped
 * column, wherever it is, so a summary that grows by a line next month changes nothing.
 */
export type StatementHeaderLocation =
  /** The header was the row after this many rows (0: the first row). */
  | { skipRows: number }
  /** The header is a row with a cell reading this text (case/whitespace-insensitive). */
  | { containing: string }

/** Where a line's money-in amount comes from. */
export type StatementAmountMapping =
  /** A column holding only money in; rows with it blank, a dash or zero are debits. */
  | { kind: 'credit-column'; column: string }
  /**
   * One signed column: positive (or marked CR, C or K) is money in; negative, in parentheses or
   * marked DR or D is money out.
   */
  | { kind: 'signed-amount'; column: string }
  /** An unsigned amount plus a column saying which way the money went. */
  | {
      kind: 'amount-with-indicator'
      column: string
      indicatorColumn: string
      /** Indicator values meaning money in; CR, C, CREDIT, K and KREDIT when left out. */
      creditMarkers?: string[]
      /** Indicator values meaning money out; DR, D and DEBIT when left out. */
      debitMarkers?: string[]
    }

export interface StatementMapping {
  /** Left out: the header is the first row naming every mapped column. */
  header?: StatementHeaderLocation
  dateColumn: string
  /**
   * A date-fns format such as dd/MM/yyyy, dd-MM-yyyy, yyyy-MM-dd or dd MMM yyyy. It gives the
   * order of day, month and year; the separators, a two-digit year, an English or Malay month
   * name and a time after the date are read whatever it says.
   */
  dateFormat: string
  /**
   * One or several columns, joined with a space: Malaysian exports often split what the payer
   * typed over "Transaction Description", "Recipient Reference", "Other Payment Details" and so on.
   */
  descriptionColumns: string[]
  amount: StatementAmountMapping
  payerColumn?: string
  /**
   * The field separator of a text file; found from the file itself when left out (a comma,
   * semicolon, tab or pipe). Spreadsheets have none.
   */
  delimiter?: string
}

/** Date formats offered first when an admin maps a bank by hand. */
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

/** The id under which the dashboard offers a mapping the admin fills in for any bank. */
export const GENERIC_PROFILE_ID = 'generic'

const isBlank = (text: string | undefined): boolean => !text || text.trim() === ''

/**
 * What is missing from a mapping before it can read a file, in words an admin understands;
 * empty when it is complete. A mapping the admin is still filling in reaches the parser only
 * after this is empty.
 */
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

/**
 * Whether a value (a mapping sent as JSON, say) has a mapping's shape, its choices filled in
 * or not: mappingProblems then says what is missing.
 */
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
