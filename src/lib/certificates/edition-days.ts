import { startOfMalaysianDay } from '../malaysia-calendar-date'

// Days on Malaysia's calendar: a workshop starting at 9am on the 10th in Malaysia is still on
// the 9th for a server counting in UTC.

const MALAYSIA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
// No edition runs for months; a longer span is a typing slip.
const MAX_EDITION_DAYS = 60

export const malaysianDayOf = (value: Date | string): string => {
  if (typeof value === 'string' && startOfMalaysianDay(value)) return value
  const instant = new Date(value)
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return new Date(instant.getTime() + MALAYSIA_UTC_OFFSET_MS).toISOString().slice(0, 10)
}

export const editionDays = (start: Date | string, end?: Date | string | null): string[] => {
  const first = malaysianDayOf(start)
  const last = end ? malaysianDayOf(end) : first
  const firstMs = Date.parse(`${first}T00:00:00Z`)
  const count = Math.round((Date.parse(`${last}T00:00:00Z`) - firstMs) / DAY_MS) + 1
  if (count < 1) throw new RangeError(`An edition cannot end (${last}) before it starts (${first})`)
  if (count > MAX_EDITION_DAYS) {
    throw new RangeError(`An edition of ${count} days (${first} to ${last}) is not a workshop`)
  }
  return Array.from({ length: count }, (_, index) =>
    new Date(firstMs + index * DAY_MS).toISOString().slice(0, 10),
  )
}
