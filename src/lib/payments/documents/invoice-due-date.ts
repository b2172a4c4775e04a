/** Days a payer has to settle an invoice, unless the workshop comes sooner. */
export const INVOICE_DUE_DAYS = 14

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * An invoice is due INVOICE_DUE_DAYS after it is issued, or the day before the workshop
 * starts when that is sooner (seats are for those who paid), never before the day of issue.
 * Days are YYYY-MM-DD on the Malaysian calendar.
 */
export const invoiceDueOn = (issuedOn: string, workshopStartsOn: string | null): string => {
  const standard = addDays(issuedOn, INVOICE_DUE_DAYS)
  if (!workshopStartsOn) return standard
  const dayBefore = addDays(workshopStartsOn, -1)
  if (dayBefore < issuedOn) return issuedOn
  return dayBefore < standard ? dayBefore : standard
}
