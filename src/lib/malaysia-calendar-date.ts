// The minimal TZDate: the registration form prices in the browser with this module, and the
// full TZDate (with its formatting) would add its formatting code to that page's JavaScript.
import { TZDateMini } from '@date-fns/tz/date/mini'

import { MALAYSIA_TIME_ZONE } from './malaysia-time-zone'

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The instant a 'YYYY-MM-DD' day begins in Malaysia, or null when the text is not a real
 * calendar date. Deadlines are days on the academy's calendar, not the server's.
 */
export const startOfMalaysianDay = (calendarDate: string): Date | null => {
  const match = CALENDAR_DATE.exec(calendarDate)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const start = new TZDateMini(year, month - 1, day, MALAYSIA_TIME_ZONE)
  // TZDateMini rolls 2025-02-30 over into March; a rolled-over date is a typo, not a deadline.
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== day) {
    return null
  }
  return new Date(start.getTime())
}
