export interface StatementLine {
  /** Counts from the first row under the header, blank and debit rows included. */
  row: number
  /** The day printed on the statement, not converted to any time zone. */
  date: string
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
