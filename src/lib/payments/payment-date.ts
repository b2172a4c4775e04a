import { startOfMalaysianDay } from '../malaysia-calendar-date'
import { formatInMalaysia } from '../malaysia-time'

// A payer who transfers first and registers a few days later is recorded on the bank's day.
export const BACKDATE_DAYS = 7

const DAY_MS = 86_400_000

export const PAID_ON_NOT_A_DATE = 'Please enter the bank’s date of the payment.'
export const PAID_ON_FUTURE = 'The payment date cannot be later than today.'
export const paidOnTooEarly = (registeredOn: string): string =>
  `The payment date cannot be more than ${BACKDATE_DAYS} days before the registration was made (${registeredOn}).`

export const paymentDateProblem = (
  day: string,
  { registeredAt, now }: { registeredAt: Date; now: Date },
): string | null => {
  const start = startOfMalaysianDay(day)
  if (!start) return PAID_ON_NOT_A_DATE
  const today = startOfMalaysianDay(formatInMalaysia(now, 'yyyy-MM-dd') ?? '')
  if (today && start.getTime() > today.getTime()) return PAID_ON_FUTURE
  const registeredDay = formatInMalaysia(registeredAt, 'yyyy-MM-dd') ?? ''
  const registeredStart = startOfMalaysianDay(registeredDay)
  if (registeredStart && start.getTime() < registeredStart.getTime() - BACKDATE_DAYS * DAY_MS) {
    return paidOnTooEarly(formatInMalaysia(registeredAt, 'd MMM yyyy') ?? registeredDay)
  }
  return null
}
