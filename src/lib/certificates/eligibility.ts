import type { PaymentState } from '../payments/match-statement'

/**
 * Who may receive a certificate of completion. The academy certifies attendance it was paid
 * for: a participant qualifies when their registration is confirmed, fully paid (or an admin
 * waived payment), and they were present on enough of the edition's days (all of them
 * unless the edition lowers the bar). This module only decides; issuing and auditing are
 * the caller's.
 */

export type RegistrationStanding = {
  status: 'pending' | 'confirmed' | 'cancelled' | (string & {})
  paymentState: PaymentState | (string & {})
  /** An admin let this registration's certificates go out unpaid (audited where it is set). */
  paymentWaived?: boolean
}

export type EligibilityParticipant = { no: number; name: string }

/** One roll-call entry: participant (their 1-based No. on the registration), day, present. */
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
  /** Empty when eligible; otherwise every reason, so the dashboard can say all at once. */
  reasons: IneligibleReason[]
  daysAttended: number
  daysRequired: number
}

export type EligibilityInput = {
  registration: RegistrationStanding
  participants: EligibilityParticipant[]
  /** The edition's days, as editionDays lists them. */
  days: string[]
  marks: AttendanceMark[]
  /** The edition's setting; empty means every day. */
  minimumDays?: number | null
  /**
   * Participants (by No.) who already have a certificate for this edition, revoked ones
   * included: issuing again would quietly undo a revocation.
   */
  certified?: Iterable<number>
}

/** Paid in full, or more: an overpayment is refunded separately and does not undo a place. */
const FULLY_PAID: ReadonlySet<string> = new Set<PaymentState>(['paid', 'overpaid'])

export const isFullyPaid = (registration: RegistrationStanding): boolean =>
  FULLY_PAID.has(registration.paymentState) || registration.paymentWaived === true

/**
 * Days required out of the edition's: the setting when it is a whole number within range,
 * otherwise all of them, since a stray value must never hand out certificates for less.
 */
export const requiredDays = (dayCount: number, minimumDays?: number | null): number => {
  if (minimumDays == null || !Number.isInteger(minimumDays) || minimumDays < 1) return dayCount
  return Math.min(minimumDays, dayCount)
}

/**
 * Days each participant was present on. Marks for days outside the edition (left from before
 * its dates moved) do not count, and where a day was marked more than once the last mark
 * stands, as the roll call shows it.
 */
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

/** How a reason reads to staff in the dashboard. */
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
