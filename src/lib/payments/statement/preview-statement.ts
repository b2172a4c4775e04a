import { readStatement, type StatementSource } from '../parse-statement'
import type { StatementMapping } from '../statement-profiles'
import { StatementFormatError } from './format-error'
import type { SkippedRow, StatementLine } from './statement-line'

export interface StatementPreview {
  lines: StatementLine[]
  lineCount: number
  skipped: SkippedRow[]
  headerRow: number | null
  problem: { message: string; missingColumns: string[] } | null
}

export const PREVIEW_LINES = 20

export const previewStatement = (
  source: StatementSource,
  mapping: StatementMapping,
  { lines: limit = PREVIEW_LINES }: { lines?: number } = {},
): StatementPreview => {
  try {
    const read = readStatement(source, mapping)
    return {
      lines: read.lines.slice(0, limit),
      lineCount: read.lines.length,
      skipped: read.skipped,
      headerRow: read.headerRow,
      problem: null,
    }
  } catch (error) {
    if (!(error instanceof StatementFormatError)) throw error
    return {
      lines: [],
      lineCount: 0,
      skipped: [],
      headerRow: null,
      problem: { message: error.message, missingColumns: error.missingColumns },
    }
  }
}
