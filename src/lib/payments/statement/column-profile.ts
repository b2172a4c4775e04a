import { readAmount, looksLikeMoney } from './amount'
import { isBlankCell } from './cell-text'
import { looksLikeDate } from './date-format-guess'
import { normaliseMarker } from './money-in'
import { dateCellKey, type StatementTable } from './statement-table'

/** What the values under one header look like, for proposing what the column holds. */
export interface ColumnProfile {
  index: number
  name: string
  /** The column's filled cells in the rows looked at, in file order. */
  values: string[]
  /** Per row looked at: whether this column is filled in it. */
  filledIn: boolean[]
  dates: number
  amounts: number
  money: number
  negatives: number
  /** Amounts printed with a sign or a CR/DR-style marker. */
  marked: number
  /** Up to six different values, as indicator markers compare them. */
  distinct: string[]
  averageLength: number
}

// Enough rows to see each column's habits; a statement's first page, more or less.
const SAMPLE_ROWS = 200

const profileOf = (
  index: number,
  name: string,
  cells: { text: string; isDate: boolean }[],
): ColumnProfile => {
  const filled = cells.filter((cell) => !isBlankCell(cell.text))
  const values = filled.map((cell) => cell.text)
  const readings = values.map(readAmount)
  const distinct = [...new Set(values.map(normaliseMarker))]
  return {
    index,
    name,
    values,
    filledIn: cells.map((cell) => !isBlankCell(cell.text)),
    dates: filled.filter((cell) => cell.isDate || looksLikeDate(cell.text)).length,
    amounts: readings.filter((reading) => reading !== null).length,
    money: values.filter(looksLikeMoney).length,
    negatives: readings.filter((reading) => reading !== null && reading.sen < 0).length,
    marked: readings.filter((reading) => reading?.marked).length,
    distinct: distinct.slice(0, 6),
    averageLength:
      values.length === 0 ? 0 : values.reduce((sum, text) => sum + text.length, 0) / values.length,
  }
}

/** Each named column's profile, from the rows under the header that hold anything. */
export const profileColumns = (
  table: StatementTable,
  headerRow: number,
  columns: readonly string[],
): ColumnProfile[] => {
  const rows = table.rows
    .map((row, index) => ({ row, index }))
    .slice(headerRow + 1)
    .filter(({ row }) => row.some((cell) => !isBlankCell(cell)))
    .slice(0, SAMPLE_ROWS)
  return columns.flatMap((name, index) =>
    name
      ? [
          profileOf(
            index,
            name,
            rows.map(({ row, index: rowIndex }) => ({
              text: row[index] ?? '',
              isDate: table.dateCells.has(dateCellKey(rowIndex, index)),
            })),
          ),
        ]
      : [],
  )
}
