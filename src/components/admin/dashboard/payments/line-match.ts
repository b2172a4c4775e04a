import type { Allocation, MatchCandidate, PaymentOutcome } from '@/lib/payments/match-statement'
import type { StatementLine } from '@/payload-types'

export type StoredMatch = {
  allocations: Allocation[]
  candidates: MatchCandidate[]
  note: string | null
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

/** What the matcher stored with a line (a JSON field), read defensively. */
export const matchOf = (line: Pick<StatementLine, 'match'>): StoredMatch => {
  const match = (line.match && typeof line.match === 'object' ? line.match : {}) as Record<
    string,
    unknown
  >
  return {
    allocations: listOf<Allocation>(match.allocations),
    candidates: listOf<MatchCandidate>(match.candidates),
    note: typeof match.note === 'string' && match.note.trim() ? match.note : null,
  }
}

/** What accepting the line would do to each registration it pays. */
export const OUTCOME_LABELS: Record<PaymentOutcome, string> = {
  paid: 'pays in full',
  partly_paid: 'part payment',
  overpaid: 'overpays',
}

export const MATCH_KIND_LABELS: Record<StatementLine['matchKind'], string> = {
  matched: 'Matched',
  proposed: 'Proposed',
  ambiguous: 'Ambiguous',
  unmatched: 'Unmatched',
  already_paid: 'Already paid',
  cancelled_registration: 'Cancelled registration',
}

/** Only a line the matcher tied to registrations can be accepted as it stands. */
export const canAccept = (line: Pick<StatementLine, 'matchKind'>): boolean =>
  line.matchKind === 'matched' || line.matchKind === 'proposed'
