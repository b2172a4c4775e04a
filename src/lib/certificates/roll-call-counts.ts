import type { MarkState, RollCallParticipant, RollCallRegistration } from './roll-call-marks'

export type RollCallCounts = Record<MarkState, number> & { total: number }

/**
 * How many people are present, absent and not marked yet on one day, given how each one's
 * mark reads now (saved, or tapped and on its way).
 */
export const countMarks = <R extends RollCallRegistration>(
  registrations: readonly R[],
  stateOf: (registration: R, participant: RollCallParticipant) => MarkState,
): RollCallCounts => {
  const counts: RollCallCounts = { present: 0, absent: 0, unmarked: 0, total: 0 }
  for (const registration of registrations) {
    for (const participant of registration.participants) {
      counts[stateOf(registration, participant)] += 1
      counts.total += 1
    }
  }
  return counts
}

/** '12 present · 1 absent · 3 not marked' */
export const describeCounts = ({ present, absent, unmarked }: RollCallCounts): string =>
  `${present} present · ${absent} absent · ${unmarked} not marked`
