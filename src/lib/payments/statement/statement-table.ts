import { parse as parseCsv } from 'csv-parse/sync'

import { unwrapSpreadsheetText } from './cell-text'
import { detectDelimiter } from './delimiter'
import { StatementFormatError } from './format-error'
import type { StatementEncoding } from './text-encoding'

/** Where a table's rows came from: what the reader found out about the file. */
export type StatementTableSource =
  | {
      kind: 'csv'
      delimiter: string
      /** Null for text handed over already decoded. */
      encoding: StatementEncoding | null
      /** Kept so that a mapping's own delimiter can split the file again. */
      text: string
    }
  | { kind: 'xlsx'; worksheet: string }

/**
 * A statement file as rows of cell texts, the same for CSV and XLSX: each cell trimmed, with
 * the ="…" wrapping of Excel-minded exports taken off.
 */
export interface StatementTable {
  rows: string[][]
  /**
   * The cells holding a real spreadsheet date (`dateCellKey`), written YYYY-MM-DD: read as that
   * day whatever date format a mapping names.
   */
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

/**
 * The rows of a CSV (or tab-, semicolon- or pipe-separated) text. The separator is the one
 * given, else the one the file names on a "sep=" line, else the one its rows show.
 */
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

/** The same CSV file split with another separator; a spreadsheet's rows stay as they are. */
export const withDelimiter = (table: StatementTable, delimiter: string): StatementTable =>
  table.source.kind === 'csv' && table.source.delimiter !== delimiter
    ? tableOfText(table.source.text, { delimiter, encoding: table.source.encoding })
    : table
