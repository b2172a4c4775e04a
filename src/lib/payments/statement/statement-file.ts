import { StatementFormatError } from './format-error'
import { transactionHeaderIndex } from './header-row'
import { isBlankCell } from './cell-text'
import { tableOfText, type StatementTable } from './statement-table'
import { decodeStatementText, type StatementEncoding } from './text-encoding'
import { tablesOfWorkbook } from './xlsx-table'
import { declaredUnzippedBytes } from './zip-size'

export type SniffedStatementFile =
  | { kind: 'text'; text: string; encoding: StatementEncoding }
  | { kind: 'xlsx'; bytes: Uint8Array; fileName: string }

export type StatementUpload = string | SniffedStatementFile

export type StatementFileProblem = 'not-text' | 'old-excel' | 'bad-workbook'

export class StatementFileError extends StatementFormatError {
  readonly problem: StatementFileProblem

  constructor(problem: StatementFileProblem, message: string) {
    super(message)
    this.name = 'StatementFileError'
    this.problem = problem
  }
}

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte)

// An .xlsx workbook is a zip archive; the Excel 97–2003 .xls before it a Compound File.
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04]
const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

// Far more than a statement's sheets take unzipped, and exceljs holds all of it in memory.
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024

export const NOT_TEXT = 'The statement must be a CSV text file or an Excel (.xlsx) workbook.'
export const OLD_EXCEL =
  'The statement is an Excel 97–2003 (.xls) workbook: save it as .xlsx or CSV and import that.'
export const BAD_WORKBOOK = 'The statement looks like an Excel workbook but could not be opened.'
export const EMPTY_WORKBOOK = 'The workbook has no worksheet with rows to read.'
export const LARGE_WORKBOOK = 'The workbook is too large once unzipped to be a bank statement.'

// Judged by the first bytes, not the name: banks name files oddly and browsers report types
// loosely.
export const sniffStatementFile = (bytes: Uint8Array, fileName = ''): SniffedStatementFile => {
  if (startsWith(bytes, ZIP_SIGNATURE)) return { kind: 'xlsx', bytes, fileName }
  if (startsWith(bytes, COMPOUND_FILE_SIGNATURE))
    throw new StatementFileError('old-excel', OLD_EXCEL)
  const { text, encoding } = decodeStatementText(bytes)
  // A control character no text file holds: a binary file (a PDF statement, an image).
  if (text.includes('\u0000')) throw new StatementFileError('not-text', NOT_TEXT)
  return { kind: 'text', text, encoding }
}

const hasRows = (table: StatementTable) =>
  table.rows.some((row) => row.some((cell) => !isBlankCell(cell)))

// The first worksheet with a table of transactions on it, else the first with anything on it:
// some banks put a summary sheet first.
const statementSheet = (tables: StatementTable[]): StatementTable | undefined =>
  tables.find((table) => transactionHeaderIndex(table.rows) !== null) ?? tables.find(hasRows)

const readWorkbook = async (bytes: Uint8Array): Promise<StatementTable> => {
  const unzipped = declaredUnzippedBytes(bytes)
  if (unzipped === null) throw new StatementFileError('bad-workbook', BAD_WORKBOOK)
  if (unzipped > MAX_UNZIPPED_BYTES) throw new StatementFileError('bad-workbook', LARGE_WORKBOOK)
  let tables: StatementTable[]
  try {
    tables = await tablesOfWorkbook(bytes)
  } catch {
    throw new StatementFileError('bad-workbook', BAD_WORKBOOK)
  }
  const sheet = statementSheet(tables)
  if (!sheet) throw new StatementFileError('bad-workbook', EMPTY_WORKBOOK)
  return sheet
}

export const readStatementUpload = async (upload: StatementUpload): Promise<StatementTable> => {
  if (typeof upload === 'string') return tableOfText(upload)
  if (upload.kind === 'text') return tableOfText(upload.text, { encoding: upload.encoding })
  return readWorkbook(upload.bytes)
}

export const readStatementFile = async (
  bytes: Uint8Array,
  fileName: string,
): Promise<StatementTable> => readStatementUpload(sniffStatementFile(bytes, fileName))
