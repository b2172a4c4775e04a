/**
 * How long personal data is kept before it is anonymised, in months, per kind of record.
 * Kept free of framework code: the settings global, the scheduled job and the tests share it.
 */
export type RetentionPolicy = {
  /** Off for a legal hold: nothing is anonymised automatically while it is off. */
  enabled: boolean
  inquiryMonths: number
  registrationMonths: number
  emailMonths: number
}

/**
 * The defaults, and why:
 * - Inquiries 24 months: long enough to follow up and to recognise a returning enquirer over
 *   a yearly workshop cycle; PDPA's retention principle (s.10) allows no longer without a
 *   purpose.
 * - Registrations 84 months (7 years): they are invoices' source records. Malaysian law asks
 *   for accounting records to be kept 7 years (Companies Act 2016 s.245, Income Tax Act 1967
 *   s.82).
 * - E-mail copies 12 months: the site keeps them to retry and to show what was sent; a year
 *   covers one workshop edition to the next. A submission's e-mails go with it when it is
 *   anonymised, whichever comes first.
 */
export const DEFAULT_RETENTION: RetentionPolicy = {
  enabled: true,
  inquiryMonths: 24,
  registrationMonths: 84,
  emailMonths: 12,
}

/** Bounds staff may set: at least a month, at most 20 years. */
export const MIN_RETENTION_MONTHS = 1
export const MAX_RETENTION_MONTHS = 240

const months = (value: unknown, fallback: number): number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MIN_RETENTION_MONTHS &&
  value <= MAX_RETENTION_MONTHS
    ? value
    : fallback

/**
 * The policy from the stored settings; a field never saved (a fresh install) or out of
 * bounds takes its default, so the job never runs on a missing or absurd number.
 */
export const retentionPolicyFrom = (
  stored: Partial<Record<keyof RetentionPolicy, unknown>> | null | undefined,
): RetentionPolicy => ({
  enabled: typeof stored?.enabled === 'boolean' ? stored.enabled : DEFAULT_RETENTION.enabled,
  inquiryMonths: months(stored?.inquiryMonths, DEFAULT_RETENTION.inquiryMonths),
  registrationMonths: months(stored?.registrationMonths, DEFAULT_RETENTION.registrationMonths),
  emailMonths: months(stored?.emailMonths, DEFAULT_RETENTION.emailMonths),
})

/**
 * Records created before this instant are past their retention: `retentionMonths` calendar
 * months before `now`, on UTC's calendar (the server's zone must not move it). A day the
 * earlier month lacks falls back to its last day (31 March less a month is 28/29 February).
 */
export const retentionCutoff = (now: Date, retentionMonths: number): Date => {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - retentionMonths
  const year = Math.floor(monthIndex / 12)
  const month = monthIndex - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cutoff = new Date(now.getTime())
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay))
  return cutoff
}

/** The cutoff of each kind of record, or null for all when automatic anonymisation is off. */
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
