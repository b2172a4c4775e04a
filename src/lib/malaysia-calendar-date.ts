// Malaysia has kept one offset all year, UTC+8 with no daylight saving, since 1 January 1982.
// A fixed offset keeps time-zone code out of the registration form, which prices in the
// browser with this module; dates before 1982 are no academy's deadlines.
const MALAYSIA_UTC_OFFSET_MS = 8 * 60 * 60 * 1000

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The instant a 'YYYY-MM-DD' day begins in Malaysia, or null when the text is not a real
 * calendar date. Deadlines are days on the academy's calendar, not the server's.
 */
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
