import { readAmount, looksLikeMoney } from './amount'
import { isBlankCell } from './cell-text'
import { looksLikeDate } from './date-format-guess'
import { normaliseMarker } from './money-in'
import { dateCellKey, type StatementTable } from './statement-table'

export interface ColumnProfile {
  index: number
  name: string
  values: string[]
  filledIn: boolean[]
  dates: number
  amounts: number
  money: number
  negatives: number
  marked: number
  distinct: string[]
  averageLength: number
}

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
