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
