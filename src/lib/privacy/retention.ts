export type RetentionPolicy = {
  /** Off for a legal hold. */
  enabled: boolean
  inquiryMonths: number
  registrationMonths: number
  emailMonths: number
}

// Inquiries: a yearly workshop cycle; PDPA s.10 allows no longer without a purpose.
// Registrations: invoices' source records, kept 7 years (Companies Act 2016 s.245, ITA 1967 s.82).
// E-mail copies: one edition to the next; a submission's e-mails go with it when it is anonymised.
export const DEFAULT_RETENTION: RetentionPolicy = {
  enabled: true,
  inquiryMonths: 24,
  registrationMonths: 84,
  emailMonths: 12,
}

export const MIN_RETENTION_MONTHS = 1
export const MAX_RETENTION_MONTHS = 240

const months = (value: unknown, fallback: number): number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MIN_RETENTION_MONTHS &&
  value <= MAX_RETENTION_MONTHS
    ? value
    : fallback

export const retentionPolicyFrom = (
  stored: Partial<Record<keyof RetentionPolicy, unknown>> | null | undefined,
): RetentionPolicy => ({
  enabled: typeof stored?.enabled === 'boolean' ? stored.enabled : DEFAULT_RETENTION.enabled,
  inquiryMonths: months(stored?.inquiryMonths, DEFAULT_RETENTION.inquiryMonths),
  registrationMonths: months(stored?.registrationMonths, DEFAULT_RETENTION.registrationMonths),
  emailMonths: months(stored?.emailMonths, DEFAULT_RETENTION.emailMonths),
})

// UTC's calendar; a day the earlier month lacks becomes its last (31 March less a month: 28 Feb).
export const retentionCutoff = (now: Date, retentionMonths: number): Date => {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - retentionMonths
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cutoff = new Date(now.getTime())
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay))
  return cutoff
}

export const retentionCutoffs = (
  policy: RetentionPolicy,
  now: Date,
): { inquiries: Date; registrations: Date; emails: Date } | null =>
  policy.enabled
    ? {
        inquiries: retentionCutoff(now, policy.inquiryMonths),
        registrations: retentionCutoff(now, policy.registrationMonths),
        emails: retentionCutoff(now, policy.emailMonths),
      }
    : null
