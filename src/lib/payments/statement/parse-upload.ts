import { parseStatement, type ParsedStatement } from '../parse-statement'
import type { StatementMapping } from '../statement-profiles'
import { readStatementUpload, type StatementUpload } from './statement-file'

export type { StatementUpload } from './statement-file'

/**
 * The credits of an uploaded statement (CSV text or an .xlsx workbook) read with a mapping.
 * Throws StatementFormatError, a StatementFileError among them, for a file that cannot be read
 * or does not fit the mapping; odd rows are listed in skipped.
 */
export const parseStatementUpload = async (
  upload: StatementUpload,
  mapping: StatementMapping,
): Promise<ParsedStatement> => parseStatement(await readStatementUpload(upload), mapping)
