import type { MarkState, RollCallParticipant, RollCallRegistration } from './roll-call-marks'

export type RollCallCounts = Record<MarkState, number> & { total: number }

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

export const describeCounts = ({ present, absent, unmarked }: RollCallCounts): string =>
  `${present} present · ${absent} absent · ${unmarked} not marked`
