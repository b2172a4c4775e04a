import { formatExportDate } from '../export-headers'

/**
 * How one exported value is stored in a spreadsheet cell. Only strings and numbers ever
 * reach the workbook: an object there (`{ formula }`) is what a spreadsheet runs as code.
 */
export type CellKind = 'text' | 'date' | 'money' | 'count' | 'yesNo'

export type CellValue = string | number | null

/** Excel's number format for ringgit amounts: RM 3,750.00, still a number to add up. */
export const RINGGIT_NUMBER_FORMAT = '"RM" #,##0.00'

/** Excel's "Text" format: what is typed or pasted into the cell later is not evaluated either. */
export const TEXT_NUMBER_FORMAT = '@'

// What spreadsheets read as the start of a formula (OWASP "CSV injection"), tab and CR included.
const FORMULA_START = /^[=+\-@\t\r]/

/** True for text a spreadsheet would take for a formula, e.g. '=HYPERLINK("http://x","y")'. */
export const looksLikeFormula = (text: string): boolean => FORMULA_START.test(text)

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

const finiteNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value)
    return Number.isFinite(parsed) ? parsed : null
  }
  return null
}

/**
 * The value to store for a field of the given kind: blanks stay empty, missing dates read
 * N/A, dates are Malaysian wall-clock text, amounts and counts stay numbers, and text is
 * kept exactly as written (as text, never as a formula).
 */
export const cellValue = (kind: CellKind, value: unknown): CellValue => {
  if (kind === 'date') return formatExportDate(value)
  if (isBlank(value)) return null
  switch (kind) {
    case 'money':
    case 'count':
      return finiteNumber(value)
    case 'yesNo':
      return value === true ? 'Yes' : 'No'
    case 'text':
      return typeof value === 'string' ? value : String(value)
  }
}

/** The number format a cell of this kind needs, if any. */
export const numberFormatFor = (kind: CellKind): string | undefined => {
  if (kind === 'money') return RINGGIT_NUMBER_FORMAT
  if (kind === 'text') return TEXT_NUMBER_FORMAT
  return undefined
}
