import { toValidDate } from '../date-value'
import { inMalaysia } from '../malaysia-time'

// Only strings, numbers and dates reach the workbook: an object there (`{ formula }`) runs as code.
export type CellKind = 'text' | 'date' | 'money' | 'count' | 'yesNo'

export type CellValue = string | number | Date | null

export const RINGGIT_NUMBER_FORMAT = '"RM" #,##0.00'

export const DATE_NUMBER_FORMAT = 'mmm dd, yyyy "at" h:mm AM/PM'

export const NO_DATE = 'N/A'

/** Excel's "Text" format: what is typed or pasted into the cell later is not evaluated either. */
export const TEXT_NUMBER_FORMAT = '@'

// What spreadsheets read as the start of a formula (OWASP "CSV injection"), tab and CR included.
const FORMULA_START = /^[=+\-@\t\r]/

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

// Excel dates carry no zone and show the wall-clock time they store, so store the academy's.
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

export const numberFormatFor = (kind: CellKind): string | undefined => {
  if (kind === 'money') return RINGGIT_NUMBER_FORMAT
  if (kind === 'date') return DATE_NUMBER_FORMAT
  if (kind === 'text') return TEXT_NUMBER_FORMAT
  return undefined
}
