import { registrationStatusLabel, registrationStatusOf } from '@/lib/registration-status'
import type { Registration } from '@/payload-types'

type Tone = 'success' | 'warning' | 'error'

/** A registration without a status is pending (spec §3); cancelled is the destructive badge. */
export const statusOf = (registration: Pick<Registration, 'status'>) =>
  registrationStatusOf(registration.status)

const TONES: Record<NonNullable<Registration['status']>, Tone> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'error',
}

export const statusTone = (registration: Pick<Registration, 'status'>): Tone =>
  TONES[statusOf(registration)]

export const statusLabel = (registration: Pick<Registration, 'status'>): string =>
  registrationStatusLabel(registration.status)
