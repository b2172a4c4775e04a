import { mappingProblems, type StatementMapping } from './statement-profiles'
import { StatementFormatError } from './statement/format-error'
import { columnPositions, headerNames } from './statement/header-names'
import { findMappedHeader, likelyHeaderIndex } from './statement/header-row'
import { checkDateFormat } from './statement/statement-date'
import type { ParsedStatement } from './statement/statement-line'
import { readStatementRows } from './statement/statement-rows'
import {
  dateCellKey,
  tableOfText,
  withDelimiter,
  type StatementTable,
} from './statement/statement-table'
import { STATEMENT_DELIMITERS } from './statement/delimiter'

export { parseAmountSen } from './statement/amount'
export { StatementFormatError } from './statement/format-error'
export type { ParsedStatement, SkippedRow, StatementLine } from './statement/statement-line'
export type { StatementTable } from './statement/statement-table'

export type StatementSource = string | StatementTable

const tableOf = (source: StatementSource, delimiter: string | undefined): StatementTable => {
  if (typeof source === 'string') return tableOfText(source, { delimiter })
  return delimiter ? withDelimiter(source, delimiter) : source
}

export const findLikelyHeaderRow = (
  source: StatementSource,
  options: { delimiter?: string } = {},
): number => likelyHeaderIndex(tableOf(source, options.delimiter).rows)

export const readStatementHeader = (
  source: StatementSource,
  options: { skipRows?: number; delimiter?: string } = {},
): string[] => {
  const { rows } = tableOf(source, options.delimiter)
  return headerNames(rows, options.skipRows ?? likelyHeaderIndex(rows))
}

export interface ReadStatement extends ParsedStatement {
  headerRow: number
  columns: string[]
}

const headerOrNull = (
  first: StatementTable,
  delimiter: string,
  mapping: StatementMapping,
): { table: StatementTable; headerRow: number } | null => {
  try {
    const table = withDelimiter(first, delimiter)
    return { table, headerRow: findMappedHeader(table.rows, mapping) }
  } catch {
    return null
  }
}

// The separator the file shows is tried first, then the others: the first under which a row
// names the mapped columns wins, so a guess misled by odd descriptions costs nothing.
const withHeader = (
  source: StatementSource,
  mapping: StatementMapping,
): { table: StatementTable; headerRow: number } => {
  const first = tableOf(source, mapping.delimiter)
  try {
    return { table: first, headerRow: findMappedHeader(first.rows, mapping) }
  } catch (error) {
    if (mapping.delimiter || first.source.kind !== 'csv') throw error
    const shown = first.source.delimiter
    for (const other of STATEMENT_DELIMITERS.filter((delimiter) => delimiter !== shown)) {
      const found = headerOrNull(first, other, mapping)
      if (found) return found
    }
    throw error
  }
}

const completeMapping = (filledInMapping: StatementMapping): StatementMapping => {
  const problems = mappingProblems(filledInMapping)
  if (problems.length > 0) {
    throw new StatementFormatError(`The column mapping is incomplete: ${problems.join(' ')}`)
  }
  checkDateFormat(filledInMapping.dateFormat)
  // Choices a form leaves blank mean "none".
  return {
    ...filledInMapping,
    descriptionColumns: filledInMapping.descriptionColumns.filter((column) => column.trim()),
    payerColumn: filledInMapping.payerColumn?.trim() ? filledInMapping.payerColumn : undefined,
  }
}

export const readStatement = (
  source: StatementSource,
  filledInMapping: StatementMapping,
): ReadStatement => {
  const mapping = completeMapping(filledInMapping)
  const { table, headerRow } = withHeader(source, mapping)
  const columns = headerNames(table.rows, headerRow)
  const firstRecord = headerRow + 1
  const { lines, skipped } = readStatementRows(
    {
      records: table.rows.slice(firstRecord),
      positions: columnPositions(columns),
      isDateCell: (record, position) =>
        table.dateCells.has(dateCellKey(firstRecord + record, position)),
    },
    mapping,
  )
  return { headerRow, columns, lines, skipped }
}

// Debits are left out silently; an unreadable row is listed in skipped, never thrown, so one
// odd row does not stop an import.
export const parseStatement = (
  source: StatementSource,
  filledInMapping: StatementMapping,
): ParsedStatement => {
  const { lines, skipped } = readStatement(source, filledInMapping)
  return { lines, skipped }
}
