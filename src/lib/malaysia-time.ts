import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'

import { toValidDate } from './date-value'
import { MALAYSIA_TIME_ZONE } from './malaysia-time-zone'

export { MALAYSIA_TIME_ZONE }

export const inMalaysia = (date: Date | string | number = Date.now()): TZDate =>
  new TZDate(new Date(date).getTime(), MALAYSIA_TIME_ZONE)

export const yearInMalaysia = (date: Date | string | number = Date.now()): number =>
  inMalaysia(date).getFullYear()

export const formatInMalaysia = (value: unknown, pattern: string): string | null => {
  const date = toValidDate(value)
  return date ? format(inMalaysia(date), pattern) : null
}
