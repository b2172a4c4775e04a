import { format as formatDate, type Locale } from 'date-fns'

import { inMalaysia } from '@/lib/malaysia-time'

type Instant = Date | string

/**
 * The workshop's days as Malaysians write them, in Malaysian time whatever the server's zone:
 * '28–29 Oct 2025', '30 Oct – 1 Nov 2025', '30 Dec 2025 – 2 Jan 2026', or '28 Oct 2025';
 * in Malay with date-fns's `ms` locale ('28–29 Okt 2025').
 */
export const formatWorkshopDays = (
  startsAt: Instant,
  endsAt?: Instant | null,
  locale?: Locale,
): string => {
  const format = (date: Date, pattern: string) => formatDate(date, pattern, { locale })
  const start = inMalaysia(startsAt)
  const end = endsAt ? inMalaysia(endsAt) : start
  const sameDay = format(start, 'yyyy-MM-dd') === format(end, 'yyyy-MM-dd')
  if (sameDay || end.getTime() < start.getTime()) return format(start, 'd MMM yyyy')
  if (start.getFullYear() !== end.getFullYear()) {
    return `${format(start, 'd MMM yyyy')} – ${format(end, 'd MMM yyyy')}`
  }
  if (start.getMonth() !== end.getMonth()) {
    return `${format(start, 'd MMM')} – ${format(end, 'd MMM yyyy')}`
  }
  return `${format(start, 'd')}–${format(end, 'd MMM yyyy')}`
}

/** The start time as the spec writes it: '8:30am', '2pm'. */
export const formatStartTime = (startsAt: Instant): string => {
  const start = inMalaysia(startsAt)
  return formatDate(start, start.getMinutes() === 0 ? 'haaa' : 'h:mmaaa')
}

/** Whole days in the workshop, counting both ends ('2-day'). */
export const workshopDayCount = (startsAt: Instant, endsAt?: Instant | null): number => {
  if (!endsAt) return 1
  const day = (instant: Instant) => {
    const local = inMalaysia(instant)
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())
  }
  return Math.max(1, Math.round((day(endsAt) - day(startsAt)) / 86_400_000) + 1)
}
