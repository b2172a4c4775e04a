/**
 * The roll call as the dashboard reads it (GET /api/dashboard/editions/:id/roll-call), and
 * how a saved tap changes it. Only the parts these rules need are named here.
 */

export type RollCallMark = { present: boolean; markedAt: string; markedBy: string | null }

export type RollCallParticipant = { no: number; name: string; marks: Record<string, RollCallMark> }

export type RollCallRegistration = {
  id: number
  organization: string
  participants: RollCallParticipant[]
}

/** One tap: a participant of a registration present (or absent) on one day. */
export type Tap = { day: string; registration: number; participant: number; present: boolean }

/** What a person is on a day: marked present, marked absent, or not marked yet. */
export type MarkState = 'present' | 'absent' | 'unmarked'

export const markKey = (day: string, registration: number, participant: number): string =>
  `${day}|${registration}|${participant}`

export const stateOf = (present: boolean | undefined): MarkState =>
  present === undefined ? 'unmarked' : present ? 'present' : 'absent'

/** A tap marks someone not yet marked present; a second tap corrects one way or the other. */
export const nextPresent = (state: MarkState): boolean => state !== 'present'

/**
 * The roll call with saved taps written in, as the server now holds them: each one marked
 * at `markedAt` by `markedBy`. Registrations and people the taps do not name are kept as
 * they are (the same objects), so only what changed is drawn again.
 */
export const withSavedTaps = <R extends RollCallRegistration>(
  registrations: readonly R[],
  taps: readonly Tap[],
  markedAt: string,
  markedBy: string | null,
): R[] => {
  const saved = new Map(
    taps.map((tap) => [markKey(tap.day, tap.registration, tap.participant), tap]),
  )
  return registrations.map((registration) => {
    if (!taps.some((tap) => tap.registration === registration.id)) return registration
    return {
      ...registration,
      participants: registration.participants.map((participant) => {
        const own = taps.filter(
          (tap) => tap.registration === registration.id && tap.participant === participant.no,
        )
        if (own.length === 0) return participant
        const marks = { ...participant.marks }
        for (const { day } of own) {
          const tap = saved.get(markKey(day, registration.id, participant.no))
          if (tap) marks[day] = { present: tap.present, markedAt, markedBy }
        }
        return { ...participant, marks }
      }),
    }
  })
}
