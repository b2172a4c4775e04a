import { format, type Locale } from 'date-fns'
import { enGB, ms } from 'date-fns/locale'

import { startOfMalaysianDay } from '../malaysia-calendar-date'

export type DocumentLanguage = 'en' | 'ms'

const LOCALES: Record<DocumentLanguage, Locale> = { en: enGB, ms }

// Noon on the day in the process's own zone, so formatting reads it back as the same day.
const asLocalDate = (day: string): Date => {
  if (!startOfMalaysianDay(day)) throw new RangeError(`Not a calendar date: ${day}`)
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year, month - 1, date, 12)
}

export const formatDay = (day: string, language: DocumentLanguage): string =>
  format(asLocalDate(day), 'd MMMM yyyy', { locale: LOCALES[language] })

export const formatDayWithWeekday = (day: string, language: DocumentLanguage): string =>
  format(asLocalDate(day), 'EEEE, d MMMM yyyy', { locale: LOCALES[language] })

export const formatDayRange = (first: string, last: string, language: DocumentLanguage): string => {
  const locale = LOCALES[language]
  const start = asLocalDate(first)
  const end = asLocalDate(last)
  const as = (date: Date, pattern: string) => format(date, pattern, { locale })
  if (first >= last) return as(start, 'd MMMM yyyy')
  if (start.getFullYear() !== end.getFullYear()) {
    return `${as(start, 'd MMMM yyyy')} – ${as(end, 'd MMMM yyyy')}`
  }
  if (start.getMonth() !== end.getMonth()) {
    return `${as(start, 'd MMMM')} – ${as(end, 'd MMMM yyyy')}`
  }
  return `${as(start, 'd')}–${as(end, 'd MMMM yyyy')}`
}
