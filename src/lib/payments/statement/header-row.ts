import type { StatementMapping } from '../statement-profiles'
import { looksLikeMoney, readAmount } from './amount'
import { isBlankCell, normaliseHeaderText } from './cell-text'
import { looksLikeDate } from './date-format-guess'
import { StatementFormatError } from './format-error'
import { columnPositions, headerNames } from './header-names'

export const mappedColumns = (mapping: StatementMapping): string[] => {
  const amount = mapping.amount
  return [
    ...new Set([
      mapping.dateColumn,
      ...mapping.descriptionColumns,
      amount.column,
      ...(amount.kind === 'amount-with-indicator' ? [amount.indicatorColumn] : []),
      ...(mapping.payerColumn ? [mapping.payerColumn] : []),
    ]),
  ]
}

// "Amount (2)" and "Column 3" are names headerNames gives; the row itself says "Amount" or nothing.
const printedName = (name: string): string | null => {
  const normalised = normaliseHeaderText(name)
  if (/^column \d+$/.test(normalised)) return null
  return normalised.replace(/ \(\d+\)$/, '')
}

const columnsFound = (rows: readonly string[][], index: number, wanted: string[]): string[] => {
  const printed = new Set(rows[index].map(normaliseHeaderText))
  const mightHold = wanted.filter((name) => {
    const cell = printedName(name)
    return cell === null || printed.has(cell)
  })
  if (mightHold.length === 0) return []
  const positions = columnPositions(headerNames(rows, index))
  return wanted.filter((name) => positions.has(normaliseHeaderText(name)))
}

const missingColumnsError = (missing: string[]): StatementFormatError => {
  const names = missing.map((column) => `"${column}"`).join(', ')
  return new StatementFormatError(
    `The statement's header has no ${names} column${missing.length > 1 ? 's' : ''}.`,
    missing,
  )
}

export const findMappedHeader = (rows: readonly string[][], mapping: StatementMapping): number => {
  const wanted = mappedColumns(mapping)
  const counted = new Map<number, number>()
  const foundAt = (index: number): number => {
    const known = counted.get(index)
    if (known !== undefined) return known
    const count = columnsFound(rows, index, wanted).length
    counted.set(index, count)
    return count
  }
  const complete = (index: number) => foundAt(index) === wanted.length
  const hint = mapping.header
  const containing = hint && 'containing' in hint ? normaliseHeaderText(hint.containing) : null
  const hinted = rows.findIndex((row, index) =>
    hint && 'skipRows' in hint
      ? index === hint.skipRows
      : containing !== null && row.some((cell) => normaliseHeaderText(cell) === containing),
  )
  if (hinted !== -1 && complete(hinted)) return hinted
  const first = rows.findIndex((_, index) => complete(index))
  if (first !== -1) return first

  if (hint && 'skipRows' in hint && hint.skipRows >= rows.length) {
    throw new StatementFormatError(
      `The file has ${rows.length} rows, so there is no header row after skipping ${hint.skipRows}.`,
    )
  }
  if (containing !== null && hinted === -1) {
    throw new StatementFormatError(
      `No header row with a "${hint && 'containing' in hint ? hint.containing : ''}" column was found in the file.`,
    )
  }
  const found = rows.map((_, index) => foundAt(index))
  const most = found.reduce((best, count) => Math.max(best, count), 0)
  if (most === 0) {
    throw new StatementFormatError(
      `No header row with a "${mapping.dateColumn}" column was found in the file.`,
      [mapping.dateColumn],
    )
  }
  const closest = hinted !== -1 && found[hinted] === most ? hinted : found.indexOf(most)
  const present = new Set(columnsFound(rows, closest, wanted))
  throw missingColumnsError(wanted.filter((name) => !present.has(name)))
}

const LIKELY_HEADER_ROWS = 500

const filledCells = (row: readonly string[]): string[] => row.filter((cell) => !isBlankCell(cell))

// A spreadsheet's amounts can be bare numbers (500), so any amount counts beside the date.
const isTransactionRow = (row: readonly string[]): boolean => {
  const cells = filledCells(row)
  const dates = cells.filter(looksLikeDate)
  return (
    cells.length >= 3 &&
    dates.length > 0 &&
    cells.some((cell) => !dates.includes(cell) && readAmount(cell) !== null)
  )
}

const isHeaderLike = (row: readonly string[]): boolean => {
  const cells = filledCells(row)
  return (
    cells.length >= 3 &&
    cells.every((cell) => !looksLikeDate(cell) && !looksLikeMoney(cell) && !/^\d+$/.test(cell))
  )
}

export const transactionHeaderIndex = (rows: readonly string[][]): number | null => {
  const limit = Math.min(rows.length, LIKELY_HEADER_ROWS)
  for (let index = 0; index < limit; index++) {
    if (!isHeaderLike(rows[index])) continue
    const next = rows.slice(index + 1, index + 4).find((row) => filledCells(row).length > 0)
    if (next && isTransactionRow(next)) return index
  }
  return null
}

// Else the first row as wide as the table, since summary lines above it are narrower.
export const likelyHeaderIndex = (rows: readonly string[][]): number => {
  const found = transactionHeaderIndex(rows)
  if (found !== null) return found
  let widest = 0
  for (let index = 0; index < Math.min(rows.length, 100); index++) {
    if (filledCells(rows[index]).length > filledCells(rows[widest]).length) widest = index
  }
  return widest
}
