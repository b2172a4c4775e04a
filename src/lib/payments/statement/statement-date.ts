import { format as formatDate, isValid, parse as parseDate } from 'date-fns'

import { StatementFormatError } from './format-error'
import { monthOfName } from './month-names'

export type DateReading = { date: string } | { problem: string }

// Statements show when in the day a transfer was made after its date; the day is what counts.
const TIME_OF_DAY =
  /(?:[T\s]+|,\s*)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AaPp]\.?\s?[Mm]\.?)?(?:\s*(?:Z|[+-]\d{2}:?\d{2}))?$/

export const withoutTime = (text: string): string => text.trim().replace(TIME_OF_DAY, '').trim()

const DATE_TEXT = /^[\p{L}\d][\p{L}\d\s\-/.,]*$/u

export const dateTokens = (text: string): { tokens: string[]; separators: string[] } | null => {
  const date = withoutTime(text)
  if (!DATE_TEXT.test(date)) return null
  const tokens = date.match(/\d+|\p{L}+/gu) ?? []
  if (tokens.length !== 3) return null
  const separators: string[] = []
  let rest = date
  for (const token of tokens) {
    const at = rest.indexOf(token)
    separators.push(rest.slice(0, at))
    rest = rest.slice(at + token.length)
  }
  return { tokens, separators: separators.slice(1) }
}

type Field = 'day' | 'month' | 'year'

const FIELD_OF_TOKEN: [RegExp, Field][] = [
  [/^d{1,2}$/, 'day'],
  [/^[ML]{1,4}$/, 'month'],
  [/^(?:y{1,4}|u{1,4})$/, 'year'],
]
// Hours, minutes, seconds and AM/PM in a format name the time the reader drops anyway.
const TIME_TOKEN = /^(?:H{1,2}|h{1,2}|k{1,2}|K{1,2}|m{1,2}|s{1,2}|S+|a+|X+|x+)$/

// Null for a format only date-fns itself can read (yyyyMMdd, EEE dd MMM).
export const fieldOrder = (dateFormat: string): Field[] | null => {
  const runs = dateFormat.replace(/'[^']*'/g, ' ').match(/([A-Za-z])\1*/g) ?? []
  const order: Field[] = []
  for (const run of runs) {
    const field = FIELD_OF_TOKEN.find(([pattern]) => pattern.test(run))?.[1]
    if (field) order.push(field)
    else if (!TIME_TOKEN.test(run)) return null
  }
  const separated = dateFormat.replace(/'[^']*'/g, ' ').match(/[dMLyu]+/g) ?? []
  if (separated.length !== 3) return null
  return new Set(order).size === 3 && order.length === 3 ? order : null
}

// Two-digit years are this century's: no bank statement reaches back to 1926 or on to 2126.
const yearOf = (token: string): number | null => {
  if (/^\d{4}$/.test(token)) return Number(token)
  if (/^\d{2}$/.test(token)) return 2000 + Number(token)
  return null
}

const numberOf = (token: string): number | null => (/^\d{1,2}$/.test(token) ? Number(token) : null)

const isoDay = (year: number, month: number, day: number): string | null => {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 31 February over into March; a real day survives the round trip, and
  // setUTCFullYear keeps years below 100 from being read as 19xx.
  date.setUTCFullYear(year)
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const readInOrder = (text: string, order: Field[]): { year: number; iso: string } | null => {
  const parts = dateTokens(text)
  if (!parts) return null
  const value = (field: Field) => parts.tokens[order.indexOf(field)]
  const year = yearOf(value('year'))
  const day = numberOf(value('day'))
  const month = numberOf(value('month')) ?? monthOfName(value('month'))
  if (year === null || day === null || month === null) return null
  const iso = isoDay(year, month, day)
  return iso ? { year, iso } : null
}

// A fixed reference day keeps parsing independent of when the import runs.
const REFERENCE_DAY = new Date(2000, 0, 1)

const readWithDateFns = (
  text: string,
  dateFormat: string,
): { year: number; iso: string } | null => {
  const parsed = parseDate(withoutTime(text), dateFormat, REFERENCE_DAY)
  if (!isValid(parsed)) return null
  return { year: parsed.getFullYear(), iso: formatDate(parsed, 'yyyy-MM-dd') }
}

export const FIRST_YEAR = 2000
export const LAST_YEAR = 2099

// A statement's thousands of dates share one format.
const orders = new Map<string, Field[] | null>()

const orderOf = (dateFormat: string): Field[] | null => {
  if (!orders.has(dateFormat)) {
    // Formats are few; one typed by hand in a form need not stay for good.
    if (orders.size >= 64) orders.clear()
    orders.set(dateFormat, fieldOrder(dateFormat))
  }
  return orders.get(dateFormat) ?? null
}

// One bank writes the same date differently between channels and years, so only the format's
// order of fields is held to; a year outside FIRST_YEAR–LAST_YEAR is a misread.
export const readStatementDate = (text: string, dateFormat: string): DateReading => {
  const order = orderOf(dateFormat)
  const read = order ? readInOrder(text, order) : readWithDateFns(text, dateFormat)
  if (!read) return { problem: `Date "${text}" is not a date in the form ${dateFormat}.` }
  if (read.year < FIRST_YEAR || read.year > LAST_YEAR) {
    return {
      problem: `Date "${text}" is in the year ${read.year}, outside ${FIRST_YEAR}–${LAST_YEAR}.`,
    }
  }
  return { date: read.iso }
}

// date-fns throws on a format it cannot use (YYYY for yyyy, stray letters): an admin typing a
// format by hand hears about it once, before any row is read.
export const checkDateFormat = (dateFormat: string): void => {
  // date-fns warns on the console before refusing D and Y; people mean dd and yyyy.
  if (/[DY]/.test(dateFormat.replace(/'[^']*'/g, ''))) {
    throw new StatementFormatError(
      `The date format "${dateFormat}" cannot be used: write the day as dd and the year as yyyy.`,
    )
  }
  try {
    // Parsing a date written in the format itself walks every token, as an empty text would not.
    parseDate(formatDate(REFERENCE_DAY, dateFormat), dateFormat, REFERENCE_DAY)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new StatementFormatError(`The date format "${dateFormat}" cannot be used: ${detail}`)
  }
}
