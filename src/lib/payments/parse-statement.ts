import { parse as parseCsv } from 'csv-parse/sync'
import { format as formatDate, isValid, parse as parseDate } from 'date-fns'

import {
  mappingProblems,
  type StatementAmountMapping,
  type StatementMapping,
} from './statement-profiles'

/** One credit (money in) of a bank statement. */
export interface StatementLine {
  /** 1 for the first row under the header; blank and debit rows count too. */
  row: number
  /** YYYY-MM-DD: the calendar day printed on the statement, not converted to any time zone. */
  date: string
  /** Whole sen, so sums of ringgit amounts stay exact. */
  amountSen: number
  description: string
  payer: string | null
}

export interface SkippedRow {
  row: number
  reason: string
}

export interface ParsedStatement {
  lines: StatementLine[]
  skipped: SkippedRow[]
}

/** The file as a whole does not fit the mapping: no header row, or a mapped column missing. */
export class StatementFormatError extends Error {
  readonly missingColumns: string[]

  constructor(message: string, missingColumns: string[] = []) {
    super(message)
    this.name = 'StatementFormatError'
    this.missingColumns = missingColumns
  }
}

const normaliseHeaderText = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase()

// Exports meant for Excel wrap numbers as ="0123" so leading zeros survive; the value is inside.
const unwrapSpreadsheetText = (cell: string): string => {
  const wrapped = /^="(.*)"$/s.exec(cell.trim())
  return (wrapped ? wrapped[1] : cell).trim()
}

const readRecords = (text: string, delimiter: string | undefined): string[][] => {
  try {
    return parseCsv(text, {
      bom: true,
      delimiter: delimiter || ',',
      // Summary lines above the table have fewer cells than the table itself.
      relax_column_count: true,
      // Free-text descriptions carry stray quotes (13" MONITOR) that must not stop the import.
      relax_quotes: true,
      skip_empty_lines: false,
    })
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new StatementFormatError(`The file could not be read as CSV: ${detail}`)
  }
}

const filledCellCount = (record: string[]): number =>
  record.filter((cell) => unwrapSpreadsheetText(cell) !== '').length

// The header is usually the first row as wide as the table: summary lines above it are narrower.
const likelyHeaderIndex = (records: string[][]): number => {
  let best = 0
  for (let index = 0; index < Math.min(records.length, 100); index++) {
    if (filledCellCount(records[index]) > filledCellCount(records[best])) best = index
  }
  return best
}

/**
 * How many rows sit above the likely header row: a first guess for an admin mapping a new bank
 * by hand.
 */
export const findLikelyHeaderRow = (text: string, options: { delimiter?: string } = {}): number =>
  likelyHeaderIndex(readRecords(text, options.delimiter))

/**
 * The header cells of a file, for the dashboard to offer when an admin maps a new bank by hand.
 * Without skipRows the header is guessed as the first row as wide as the table.
 */
export const readStatementHeader = (
  text: string,
  options: { skipRows?: number; delimiter?: string } = {},
): string[] => {
  const records = readRecords(text, options.delimiter)
  const index = options.skipRows ?? likelyHeaderIndex(records)
  return (records[index] ?? []).map(unwrapSpreadsheetText)
}

const findHeaderIndex = (records: string[][], mapping: StatementMapping): number => {
  const header = mapping.header
  if (header && 'skipRows' in header) {
    if (header.skipRows >= records.length) {
      throw new StatementFormatError(
        `The file has ${records.length} rows, so there is no header row after skipping ${header.skipRows}.`,
      )
    }
    return header.skipRows
  }
  const wanted = header ? header.containing : mapping.dateColumn
  const target = normaliseHeaderText(wanted)
  const index = records.findIndex((record) =>
    record.some((cell) => normaliseHeaderText(unwrapSpreadsheetText(cell)) === target),
  )
  if (index === -1) {
    throw new StatementFormatError(
      `No header row with a "${wanted}" column was found in the file.`,
      header ? [] : [wanted],
    )
  }
  return index
}

const mappedColumns = (mapping: StatementMapping): string[] => {
  const amount = mapping.amount
  return [
    mapping.dateColumn,
    ...mapping.descriptionColumns,
    amount.column,
    ...(amount.kind === 'amount-with-indicator' ? [amount.indicatorColumn] : []),
    ...(mapping.payerColumn ? [mapping.payerColumn] : []),
  ]
}

const columnIndexes = (headerRecord: string[], mapping: StatementMapping): Map<string, number> => {
  const positions = new Map<string, number>()
  headerRecord.forEach((cell, index) => {
    const name = normaliseHeaderText(unwrapSpreadsheetText(cell))
    if (name && !positions.has(name)) positions.set(name, index)
  })
  const missing = [...new Set(mappedColumns(mapping))].filter(
    (column) => !positions.has(normaliseHeaderText(column)),
  )
  if (missing.length > 0) {
    const names = missing.map((column) => `"${column}"`).join(', ')
    throw new StatementFormatError(
      `The statement's header has no ${names} column${missing.length > 1 ? 's' : ''}.`,
      missing,
    )
  }
  return positions
}

const AMOUNT_SIGN_SUFFIX = /\s*(CR|DR)\.?$/i
const CURRENCY = /^(RM|MYR)\s*|\s*(RM|MYR)$/gi
const PLAIN_AMOUNT = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/

/**
 * Signed whole sen from an amount as banks print it: 1,234.50, RM 1,234.50, 1234.5, (100.00),
 * -100.00, 100.00- and 100.00 CR / DR. Null when the text is blank or not an amount. Digits are
 * read as text, never through floating point, so 0.29 is 29 sen and not 28.999….
 */
export const parseAmountSen = (text: string): number | null => {
  let rest = unwrapSpreadsheetText(text)
  let negative = false
  const marker = AMOUNT_SIGN_SUFFIX.exec(rest)
  if (marker) {
    negative = marker[1].toUpperCase() === 'DR'
    rest = rest.slice(0, marker.index)
  }
  rest = rest.replace(CURRENCY, '').trim()
  if (/^\(.*\)$/.test(rest)) {
    negative = !negative
    rest = rest.slice(1, -1).trim()
  }
  if (/^[-+]/.test(rest)) {
    if (rest.startsWith('-')) negative = !negative
    rest = rest.slice(1).trim()
  } else if (rest.endsWith('-')) {
    negative = !negative
    rest = rest.slice(0, -1).trim()
  }
  rest = rest.replace(CURRENCY, '').trim()
  const amount = PLAIN_AMOUNT.exec(rest)
  if (!rest || !amount || (amount[1] === undefined && amount[2] === undefined)) return null
  const ringgit = Number((amount[1] ?? '0').replace(/,/g, ''))
  const sen = Number((amount[2] ?? '').padEnd(2, '0'))
  const total = ringgit * 100 + sen
  if (!Number.isSafeInteger(total)) return null
  return negative && total !== 0 ? -total : total
}

// A fixed reference day keeps parsing independent of when the import runs.
const REFERENCE_DAY = new Date(2000, 0, 1)

const parseStatementDate = (text: string, dateFormat: string): string | null => {
  const parsed = parseDate(text, dateFormat, REFERENCE_DAY)
  return isValid(parsed) ? formatDate(parsed, 'yyyy-MM-dd') : null
}

// date-fns throws on a format it cannot use (YYYY for yyyy, stray letters): an admin typing a
// format by hand hears about it once, before any row is read.
const checkDateFormat = (dateFormat: string): void => {
  // D and Y are day of year and week-numbering year to date-fns, which warns on the console
  // before refusing them; people mean dd and yyyy.
  if (/[DY]/.test(dateFormat.replace(/'[^']*'/g, ''))) {
    throw new StatementFormatError(
      `The date format "${dateFormat}" cannot be used: write the day as dd and the year as yyyy.`,
    )
  }
  try {
    // Parsing a date written in the format itself walks every token, as an empty text would not.
    parseDate(formatDate(REFERENCE_DAY, dateFormat), dateFormat, REFERENCE_DAY)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new StatementFormatError(`The date format "${dateFormat}" cannot be used: ${detail}`)
  }
}

const DEFAULT_CREDIT_MARKERS = ['CR', 'C', 'CREDIT']
const DEFAULT_DEBIT_MARKERS = ['DR', 'D', 'DEBIT']

const normaliseMarker = (text: string): string => text.replace(/[\s.]/g, '').toUpperCase()

// 'none': the row is a debit or carries no amount (an opening-balance line, say): not a credit.
type CreditReading =
  { kind: 'credit'; amountSen: number } | { kind: 'none' } | { kind: 'bad'; reason: string }

const readCredit = (
  amount: StatementAmountMapping,
  cell: (column: string) => string,
): CreditReading => {
  const text = cell(amount.column)
  if (amount.kind === 'credit-column') {
    if (text === '') return { kind: 'none' }
    const sen = parseAmountSen(text)
    if (sen === null) return { kind: 'bad', reason: `Credit amount "${text}" is not an amount.` }
    if (sen < 0) return { kind: 'bad', reason: `Credit amount "${text}" is negative.` }
    return sen === 0 ? { kind: 'none' } : { kind: 'credit', amountSen: sen }
  }
  if (amount.kind === 'signed-amount') {
    if (text === '') return { kind: 'none' }
    const sen = parseAmountSen(text)
    if (sen === null) return { kind: 'bad', reason: `Amount "${text}" is not an amount.` }
    return sen > 0 ? { kind: 'credit', amountSen: sen } : { kind: 'none' }
  }
  const rawIndicator = cell(amount.indicatorColumn)
  if (text === '' && rawIndicator === '') return { kind: 'none' }
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
  if (text === '') return { kind: 'bad', reason: 'The amount is missing.' }
  const sen = parseAmountSen(text)
  if (sen === null) return { kind: 'bad', reason: `Amount "${text}" is not an amount.` }
  if (sen <= 0) return { kind: 'bad', reason: `A credit of "${text}" is not a positive amount.` }
  return { kind: 'credit', amountSen: sen }
}

const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim()

/**
 * The credits (money in) of a CSV bank statement read with a column mapping.
 *
 * Debits are left out silently: they are not problems. A row whose date or amount cannot be
 * read is listed in skipped with the reason, never thrown, so one odd row does not stop an
 * import. Only a file that does not fit the mapping as a whole throws StatementFormatError.
 */
export const parseStatement = (
  text: string,
  filledInMapping: StatementMapping,
): ParsedStatement => {
  const problems = mappingProblems(filledInMapping)
  if (problems.length > 0) {
    throw new StatementFormatError(`The column mapping is incomplete: ${problems.join(' ')}`)
  }
  checkDateFormat(filledInMapping.dateFormat)
  // Choices a form leaves blank mean "none".
  const mapping: StatementMapping = {
    ...filledInMapping,
    descriptionColumns: filledInMapping.descriptionColumns.filter((column) => column.trim()),
    payerColumn: filledInMapping.payerColumn?.trim() ? filledInMapping.payerColumn : undefined,
  }
  const records = readRecords(text, mapping.delimiter)
  const headerIndex = findHeaderIndex(records, mapping)
  const positions = columnIndexes(records[headerIndex], mapping)

  const lines: StatementLine[] = []
  const skipped: SkippedRow[] = []
  records.slice(headerIndex + 1).forEach((record, index) => {
    const row = index + 1
    const cell = (column: string): string => {
      const position = positions.get(normaliseHeaderText(column))
      return position === undefined ? '' : unwrapSpreadsheetText(record[position] ?? '')
    }
    // Blank rows and debits, and lines that only continue or close the table, are no credits.
    const credit = readCredit(mapping.amount, cell)
    if (credit.kind === 'none') return
    if (credit.kind === 'bad') {
      skipped.push({ row, reason: credit.reason })
      return
    }
    const dateText = cell(mapping.dateColumn)
    if (dateText === '') {
      skipped.push({ row, reason: 'The date is missing.' })
      return
    }
    const date = parseStatementDate(dateText, mapping.dateFormat)
    if (date === null) {
      skipped.push({
        row,
        reason: `Date "${dateText}" is not a date in the form ${mapping.dateFormat}.`,
      })
      return
    }
    const description = collapseSpaces(mapping.descriptionColumns.map(cell).join(' '))
    const payer = mapping.payerColumn ? collapseSpaces(cell(mapping.payerColumn)) : ''
    lines.push({ row, date, amountSen: credit.amountSen, description, payer: payer || null })
  })
  return { lines, skipped }
}
