import type { PaymentState } from '../payments/match-statement'

// The academy certifies attendance it was paid for. This module only decides; issuing and
// auditing are the caller's.

export type RegistrationStanding = {
  status: 'pending' | 'confirmed' | 'cancelled' | (string & {})
  paymentState: PaymentState | (string & {})
  paymentWaived?: boolean
}

export type EligibilityParticipant = { no: number; name: string }

export type AttendanceMark = { participant: number; day: string; present: boolean }

export type IneligibleReason =
  | { reason: 'unconfirmed' }
  | { reason: 'unpaid' }
  | { reason: 'missed-days'; attended: number; required: number; days: number }
  | { reason: 'already-certified' }

export type ParticipantEligibility = {
  participant: number
  name: string
  eligible: boolean
  /** Every reason, so the dashboard can say all at once. */
  reasons: IneligibleReason[]
  daysAttended: number
  daysRequired: number
}

export type EligibilityInput = {
  registration: RegistrationStanding
  participants: EligibilityParticipant[]
  days: string[]
  marks: AttendanceMark[]
  minimumDays?: number | null
  // Revoked ones included: issuing again would quietly undo a revocation.
  certified?: Iterable<number>
}

// An overpayment is refunded separately and does not undo a place.
const FULLY_PAID: ReadonlySet<string> = new Set<PaymentState>(['paid', 'overpaid'])

export const isFullyPaid = (registration: RegistrationStanding): boolean =>
  FULLY_PAID.has(registration.paymentState) || registration.paymentWaived === true

// A stray setting must never hand out certificates for less than every day.
export const requiredDays = (dayCount: number, minimumDays?: number | null): number => {
  if (minimumDays == null || !Number.isInteger(minimumDays) || minimumDays < 1) return dayCount
  return Math.min(minimumDays, dayCount)
}

// Marks on days outside the edition (left when its dates moved) do not count; the last mark of a
// day stands, as the roll call shows it.
export const attendedDays = (
  days: readonly string[],
  marks: readonly AttendanceMark[],
): Map<number, number> => {
  const editionDays = new Set(days)
  const lastMark = new Map<string, AttendanceMark>()
  for (const mark of marks) {
    if (editionDays.has(mark.day)) lastMark.set(`${mark.participant}|${mark.day}`, mark)
  }
  const attended = new Map<number, number>()
  for (const mark of lastMark.values()) {
    if (mark.present) attended.set(mark.participant, (attended.get(mark.participant) ?? 0) + 1)
  }
  return attended
}

export const participantEligibility = ({
  registration,
  participants,
  days,
  marks,
  minimumDays,
  certified = [],
}: EligibilityInput): ParticipantEligibility[] => {
  if (days.length === 0) throw new RangeError('An edition without days has nothing to attend')
  const required = requiredDays(days.length, minimumDays)
  const attended = attendedDays(days, marks)
  const alreadyCertified = new Set(certified)
  const confirmed = registration.status === 'confirmed'
  const paid = isFullyPaid(registration)

  return participants.map(({ no, name }) => {
    const daysAttended = attended.get(no) ?? 0
    const reasons: IneligibleReason[] = []
    if (alreadyCertified.has(no)) reasons.push({ reason: 'already-certified' })
    if (!confirmed) reasons.push({ reason: 'unconfirmed' })
    if (!paid) reasons.push({ reason: 'unpaid' })
    if (daysAttended < required) {
      reasons.push({
        reason: 'missed-days',
        attended: daysAttended,
        required,
        days: days.length,
      })
    }
    return {
      participant: no,
      name,
      eligible: reasons.length === 0,
      reasons,
      daysAttended,
      daysRequired: required,
    }
  })
}

export const describeIneligibility = (reason: IneligibleReason): string => {
  switch (reason.reason) {
    case 'unconfirmed':
      return 'Registration not confirmed'
    case 'unpaid':
      return 'Not fully paid'
    case 'missed-days':
      return reason.required === reason.days
        ? `Attended ${reason.attended} of ${reason.days} days`
        : `Attended ${reason.attended} of ${reason.days} days (${reason.required} needed)`
    case 'already-certified':
      return 'Already has a certificate'
  }
}
