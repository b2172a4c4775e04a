/** How each registration status reads to staff, in the dashboard, the admin and the export. */
export const REGISTRATION_STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
} as const

export type RegistrationStatus = keyof typeof REGISTRATION_STATUS_LABELS

export const REGISTRATION_STATUSES = Object.keys(REGISTRATION_STATUS_LABELS) as RegistrationStatus[]

/** A registration without a status, or with one no longer known, is pending (spec §3). */
export const registrationStatusOf = (status: unknown): RegistrationStatus =>
  typeof status === 'string' && status in REGISTRATION_STATUS_LABELS
    ? (status as RegistrationStatus)
    : 'pending'

export const registrationStatusLabel = (status: unknown): string =>
  REGISTRATION_STATUS_LABELS[registrationStatusOf(status)]
