import { parse as parseCsv } from 'csv-parse/sync'

import { unwrapSpreadsheetText } from './cell-text'
import { detectDelimiter } from './delimiter'
import { StatementFormatError } from './format-error'
import type { StatementEncoding } from './text-encoding'

export type StatementTableSource =
  | {
      kind: 'csv'
      delimiter: string
      encoding: StatementEncoding | null
      /** Kept so that a mapping's own delimiter can split the file again. */
      text: string
    }
  | { kind: 'xlsx'; worksheet: string }

export interface StatementTable {
  rows: string[][]
  /** Real spreadsheet dates (`dateCellKey`), written YYYY-MM-DD whatever format a mapping names. */
  dateCells: ReadonlySet<string>
  source: StatementTableSource
}

export const dateCellKey = (row: number, column: number): string => `${row}:${column}`

// Excel writes "sep=;" as the first line of a CSV file to say which separator follows.
const SEPARATOR_LINE = /^"?sep=(.)"?[ \t]*(?:\r\n|\n|\r|$)/i

const splitRecords = (text: string, delimiter: string): string[][] => {
  try {
    const records: string[][] = parseCsv(text, {
      delimiter,
      // Summary lines above the table have fewer cells than the table itself.
      relax_column_count: true,
      // Free-text descriptions carry stray quotes (13" MONITOR) that must not stop the import.
      relax_quotes: true,
      skip_empty_lines: false,
    })
    return records.map((record) => record.map(unwrapSpreadsheetText))
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new StatementFormatError(`The file could not be read as CSV: ${detail}`)
  }
}

export const tableOfText = (
  text: string,
  options: { delimiter?: string; encoding?: StatementEncoding | null } = {},
): StatementTable => {
  const body = text.replace(/^\uFEFF/, '')
  const named = SEPARATOR_LINE.exec(body)
  const rest = named ? body.slice(named[0].length) : body
  const delimiter = options.delimiter || named?.[1] || detectDelimiter(rest)
  return {
    rows: splitRecords(rest, delimiter),
    dateCells: new Set(),
    source: { kind: 'csv', delimiter, encoding: options.encoding ?? null, text },
  }
}

export const withDelimiter = (table: StatementTable, delimiter: string): StatementTable =>
  table.source.kind === 'csv' && table.source.delimiter !== delimiter
    ? tableOfText(table.source.text, { delimiter, encoding: table.source.encoding })
    : table
