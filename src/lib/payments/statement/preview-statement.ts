import { readStatement, type StatementSource } from '../parse-statement'
import type { StatementMapping } from '../statement-profiles'
import { StatementFormatError } from './format-error'
import type { SkippedRow, StatementLine } from './statement-line'

/** A statement as a mapping will read it, for the admin to check before saving the mapping. */
export interface StatementPreview {
  /** The first lines (credits), as they will be imported. */
  lines: StatementLine[]
  /** How many lines the whole file gives. */
  lineCount: number
  /** Every row that will be skipped, with the reason. */
  skipped: SkippedRow[]
  /** The header's row in the file (0: the first), or null when none fits the mapping. */
  headerRow: number | null
  /** Why the mapping cannot read the file at all, or null when it can. */
  problem: { message: string; missingColumns: string[] } | null
}

export const PREVIEW_LINES = 20

/**
 * How a mapping reads a file: its first lines and every skipped row, or, when the mapping is
 * incomplete or the file does not fit it, what is wrong, as data rather than an error.
 */
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
