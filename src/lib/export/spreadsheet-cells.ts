import { toValidDate } from '../date-value'
import { inMalaysia } from '../malaysia-time'

/**
 * How one exported value is stored in a spreadsheet cell. Only strings, numbers and dates
 * ever reach the workbook: another object there (`{ formula }`) is what a spreadsheet runs
 * as code.
 */
export type CellKind = 'text' | 'date' | 'money' | 'count' | 'yesNo'

export type CellValue = string | number | Date | null

/** Excel's number format for ringgit amounts: RM 3,750.00, still a number to add up. */
export const RINGGIT_NUMBER_FORMAT = '"RM" #,##0.00'

/**
 * Excel's format for the dates: Oct 14, 2025 at 3:05 PM, as the dashboard writes them, while
 * the cell stays a date to sort, filter and count days with.
 */
export const DATE_NUMBER_FORMAT = 'mmm dd, yyyy "at" h:mm AM/PM'

/** What a date cell says when the record has no such date (not yet replied, never paid). */
export const NO_DATE = 'N/A'

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
 * A spreadsheet date showing the Malaysian clock's day and time. Excel's dates carry no time
 * zone: a workbook opened anywhere shows the wall-clock time it stores, so the stored time is
 * the academy's, not UTC's or the server's.
 */
export const malaysianWallClock = (value: unknown): Date | null => {
  const date = toValidDate(value)
  if (!date) return null
  const local = inMalaysia(date)
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
      local.getMilliseconds(),
    ),
  )
}

/**
 * The value to store for a field of the given kind: blanks stay empty, missing dates read
 * N/A, dates are dates on the Malaysian clock, amounts and counts stay numbers, and text is
 * kept exactly as written (as text, never as a formula).
 */
export const cellValue = (kind: CellKind, value: unknown): CellValue => {
  if (kind === 'date') return malaysianWallClock(value) ?? NO_DATE
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
  if (kind === 'date') return DATE_NUMBER_FORMAT
  if (kind === 'text') return TEXT_NUMBER_FORMAT
  return undefined
}
