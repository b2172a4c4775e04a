import { inMalaysia } from '@/lib/malaysia-time'

type Instant = Date | string

// Malay names the part of the day; date-fns's Malay locale still writes 'AM' and 'PM'.
export const formatStartTimeMalay = (startsAt: Instant): string => {
  const start = inMalaysia(startsAt)
  const hour = start.getHours()
  const minutes = start.getMinutes()
  const clock = `${hour % 12 || 12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`
  const part = hour < 12 ? 'pagi' : hour < 14 ? 'tengah hari' : hour < 19 ? 'petang' : 'malam'
  return `${clock} ${part}`
}
