import type { StatementMapping } from '../statement-profiles'
import { collapseSpaces, isBlankCell, normaliseHeaderText } from './cell-text'
import { readCredit } from './money-in'
import { readStatementDate } from './statement-date'
import type { ParsedStatement, StatementLine } from './statement-line'

export interface RowsUnderHeader {
  records: readonly string[][]
  positions: ReadonlyMap<string, number>
  isDateCell: (record: number, position: number) => boolean
}

type Previous =
  | { kind: 'line'; line: StatementLine }
  | { kind: 'skipped'; row: number }
  | { kind: 'not-credit' }
  | { kind: 'nothing' }

// A wrapped row's dashes are placeholders; a line's own text is kept as printed, since the
// text is part of what identifies a line already imported.
const joined = (texts: string[]): string =>
  collapseSpaces(texts.filter((text) => !isBlankCell(text)).join(' '))

// A row with text only in the description or payer columns is the rest of the row above, wrapped
// by the bank: it joins that line, is skipped under a skipped row, and goes with a debit.
export const readStatementRows = (
  { records, positions, isDateCell }: RowsUnderHeader,
  mapping: StatementMapping,
): ParsedStatement => {
  const positionOf = (column: string) => positions.get(normaliseHeaderText(column))
  const textColumns = new Set(
    [...mapping.descriptionColumns, ...(mapping.payerColumn ? [mapping.payerColumn] : [])]
      .map(positionOf)
      .filter((position) => position !== undefined),
  )
  const lines: StatementLine[] = []
  const skipped: ParsedStatement['skipped'] = []
  let previous: Previous = { kind: 'nothing' }

  records.forEach((record, index) => {
    const row = index + 1
    const cell = (column: string): string => {
      const position = positionOf(column)
      return position === undefined ? '' : (record[position] ?? '')
    }
    const filled = record.flatMap((text, position) => (isBlankCell(text) ? [] : [position]))
    if (filled.length === 0) {
      previous = { kind: 'nothing' }
      return
    }

    if (filled.every((position) => textColumns.has(position))) {
      if (previous.kind === 'line') {
        const line = previous.line
        line.description = joined([line.description, ...mapping.descriptionColumns.map(cell)])
        const payer = mapping.payerColumn ? joined([cell(mapping.payerColumn)]) : ''
        if (payer) line.payer = joined([line.payer ?? '', payer])
      } else if (previous.kind === 'skipped') {
        skipped.push({
          row,
          reason: `The row has neither a date nor an amount: it continues row ${previous.row}, which was skipped.`,
        })
      } else if (previous.kind === 'nothing') {
        skipped.push({
          row,
          reason:
            'The row has neither a date nor an amount, and no line right above it to continue.',
        })
        previous = { kind: 'skipped', row }
      }
      return
    }

    const skip = (reason: string) => {
      skipped.push({ row, reason })
      previous = { kind: 'skipped', row }
    }
    const credit = readCredit(mapping.amount, cell)
    if (credit.kind === 'none') {
      previous = { kind: 'not-credit' }
      return
    }
    if (credit.kind === 'bad') return skip(credit.reason)
    const dateText = cell(mapping.dateColumn)
    if (isBlankCell(dateText)) return skip('The date is missing.')
    const datePosition = positionOf(mapping.dateColumn)
    const reading =
      datePosition !== undefined && isDateCell(index, datePosition)
        ? readStatementDate(dateText, 'yyyy-MM-dd')
        : readStatementDate(dateText, mapping.dateFormat)
    if ('problem' in reading) return skip(reading.problem)
    const payer = mapping.payerColumn ? collapseSpaces(cell(mapping.payerColumn)) : ''
    const line = {
      row,
      date: reading.date,
      amountSen: credit.amountSen,
      description: collapseSpaces(mapping.descriptionColumns.map(cell).join(' ')),
      payer: payer || null,
    }
    lines.push(line)
    previous = { kind: 'line', line }
  })
  return { lines, skipped }
}
