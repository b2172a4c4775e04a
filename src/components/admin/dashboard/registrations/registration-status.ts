import type { Registration } from '@/payload-types'

type Tone = 'success' | 'warning' | 'error'

/** A registration without a status is pending (spec §3); cancelled is the destructive badge. */
export const statusOf = (registration: Pick<Registration, 'status'>) =>
  registration.status ?? 'pending'

const TONES: Record<NonNullable<Registration['status']>, Tone> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'error',
}

export const statusTone = (registration: Pick<Registration, 'status'>): Tone =>
  TONES[statusOf(registration)]

export const statusLabel = (registration: Pick<Registration, 'status'>): string => {
  const status = statusOf(registration)
  return status.charAt(0).toUpperCase() + status.slice(1)
}
