import { TZDate } from '@date-fns/tz'

/** The academy works in Malaysian time, whatever zone the server runs in. */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur'

export const inMalaysia = (date: Date | string | number = Date.now()): TZDate =>
  new TZDate(new Date(date).getTime(), MALAYSIA_TIME_ZONE)

export const yearInMalaysia = (date: Date | string | number = Date.now()): number =>
  inMalaysia(date).getFullYear()
