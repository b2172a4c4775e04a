// UTC+8 all year, with no daylight saving, since 1982: a fixed offset keeps time-zone code out of
// the registration form, which prices in the browser with this module.
const MALAYSIA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export const startOfMalaysianDay = (calendarDate: string): Date | null => {
  const match = CALENDAR_DATE.exec(calendarDate)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const midnightUtc = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC rolls 2025-02-30 over into March; a rolled-over date is a typo, not a deadline.
  if (
    midnightUtc.getUTCFullYear() !== year ||
    midnightUtc.getUTCMonth() !== month - 1 ||
    midnightUtc.getUTCDate() !== day
  ) {
    return null
  }
  return new Date(midnightUtc.getTime() - MALAYSIA_UTC_OFFSET_MS)
}
