export type RollCallMark = { present: boolean; markedAt: string; markedBy: string | null }

export type RollCallParticipant = { no: number; name: string; marks: Record<string, RollCallMark> }

export type RollCallRegistration = {
  id: number
  organization: string
  participants: RollCallParticipant[]
}

export type Tap = { day: string; registration: number; participant: number; present: boolean }

export type MarkState = 'present' | 'absent' | 'unmarked'

export const markKey = (day: string, registration: number, participant: number): string =>
  `${day}|${registration}|${participant}`

export const stateOf = (present: boolean | undefined): MarkState =>
  present === undefined ? 'unmarked' : present ? 'present' : 'absent'

export const nextPresent = (state: MarkState): boolean => state !== 'present'

// Untouched registrations and people stay the same objects, so only what changed is drawn again.
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
