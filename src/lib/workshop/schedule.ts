import { format as formatDate, type Locale } from 'date-fns'

import { inMalaysia } from '@/lib/malaysia-time'

type Instant = Date | string

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

/** As the spec writes it: '8:30am', '2pm'. */
export const formatStartTime = (startsAt: Instant): string => {
  const start = inMalaysia(startsAt)
  return formatDate(start, start.getMinutes() === 0 ? 'haaa' : 'h:mmaaa')
}

export const workshopDayCount = (startsAt: Instant, endsAt?: Instant | null): number => {
  if (!endsAt) return 1
  const day = (instant: Instant) => {
    const local = inMalaysia(instant)
    return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())
  }
  return Math.max(1, Math.round((day(endsAt) - day(startsAt)) / 86_400_000) + 1)
}
