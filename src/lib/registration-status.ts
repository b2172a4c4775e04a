export const REGISTRATION_STATUS_LABELS = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
} as const

export type RegistrationStatus = keyof typeof REGISTRATION_STATUS_LABELS

export const REGISTRATION_STATUSES = Object.keys(REGISTRATION_STATUS_LABELS) as RegistrationStatus[]

// Spec §3: no status, or one no longer known, is pending.
export const registrationStatusOf = (status: unknown): RegistrationStatus =>
  typeof status === 'string' && status in REGISTRATION_STATUS_LABELS
    ? (status as RegistrationStatus)
    : 'pending'

export const registrationStatusLabel = (status: unknown): string =>
  REGISTRATION_STATUS_LABELS[registrationStatusOf(status)]
