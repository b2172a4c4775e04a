import { APIError } from 'payload'

/** Bank statement exports are small; a larger file is not a statement. */
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024

export const STATEMENT_MISSING = 'Choose the bank statement file (CSV) to import.'
export const STATEMENT_TOO_LARGE = 'The statement file is larger than 2 MB.'
export const STATEMENT_NOT_TEXT = 'The statement must be a CSV text file exported by the bank.'

/** An uploaded statement as text (UTF-8, a byte-order mark dropped), or a 400. */
export const statementText = (file: { bytes: Uint8Array } | null): string => {
  if (!file || file.bytes.byteLength === 0) throw new APIError(STATEMENT_MISSING, 400)
  if (file.bytes.byteLength > STATEMENT_MAX_BYTES) throw new APIError(STATEMENT_TOO_LARGE, 400)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes)
  } catch {
    // Some bank exports are Windows-1252; its text decodes whole.
    text = new TextDecoder('windows-1252').decode(file.bytes)
  }
  if (text.includes('\u0000')) throw new APIError(STATEMENT_NOT_TEXT, 400)
  return text.replace(/^\uFEFF/, '')
}
