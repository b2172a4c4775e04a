import { APIError } from 'payload'

import { StatementFormatError } from '@/lib/payments/parse-statement'
import {
  readStatementUpload,
  sniffStatementFile,
  StatementFileError,
  type SniffedStatementFile,
} from '@/lib/payments/statement/statement-file'
import type { StatementTable } from '@/lib/payments/statement/statement-table'

/** Bank statement exports are small; a larger file is not a statement. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024

export const STATEMENT_MISSING = 'Choose the bank statement file (CSV) to import.'
export const STATEMENT_TOO_LARGE = 'The statement file is larger than 2 MB.'
export const STATEMENT_NOT_TEXT = 'The statement must be a CSV text file exported by the bank.'

// Checked before anything slow is done with it; text is decoded from whichever encoding the bank
// used, and an .xlsx workbook is told apart by its first bytes.
export const statementText = (
  file: { bytes: Uint8Array; name?: string } | null,
): SniffedStatementFile => {
  if (!file || file.bytes.byteLength === 0) throw new APIError(STATEMENT_MISSING, 400)
  if (file.bytes.byteLength > STATEMENT_MAX_BYTES) throw new APIError(STATEMENT_TOO_LARGE, 400)
  try {
    return sniffStatementFile(file.bytes, file.name ?? '')
  } catch (error) {
    if (!(error instanceof StatementFileError)) throw error
    throw new APIError(error.problem === 'not-text' ? STATEMENT_NOT_TEXT : error.message, 400)
  }
}

export const statementRows = async (
  file: { bytes: Uint8Array; name?: string } | null,
): Promise<StatementTable> => {
  const upload = statementText(file)
  try {
    return await readStatementUpload(upload)
  } catch (error) {
    if (error instanceof StatementFormatError) throw new APIError(error.message, 400)
    throw error
  }
}
