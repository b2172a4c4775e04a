import { parseStatement, type ParsedStatement } from '../parse-statement'
import type { StatementMapping } from '../statement-profiles'
import { readStatementUpload, type StatementUpload } from './statement-file'

export type { StatementUpload } from './statement-file'

export const parseStatementUpload = async (
  upload: StatementUpload,
  mapping: StatementMapping,
): Promise<ParsedStatement> => parseStatement(await readStatementUpload(upload), mapping)
