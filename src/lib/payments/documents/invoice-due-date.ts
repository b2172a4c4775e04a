export const INVOICE_DUE_DAYS = 14

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

// Due the day before the workshop when that is sooner, as seats are for those who paid.
export const invoiceDueOn = (issuedOn: string, workshopStartsOn: string | null): string => {
  const standard = addDays(issuedOn, INVOICE_DUE_DAYS)
  if (!workshopStartsOn) return standard
  const dayBefore = addDays(workshopStartsOn, -1)
  if (dayBefore < issuedOn) return issuedOn
  return dayBefore < standard ? dayBefore : standard
}
