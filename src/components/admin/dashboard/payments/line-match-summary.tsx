'use client'

import { formatRinggit, toRinggit } from '@/lib/pricing'
import type { StatementLine } from '@/payload-types'

import { StatusPill, type Tone } from '../ui/status-pill'
import { MATCH_KIND_LABELS, matchOf, OUTCOME_LABELS } from './line-match'

const TONES: Record<StatementLine['matchKind'], Tone> = {
  matched: 'success',
  proposed: 'warning',
  ambiguous: 'warning',
  unmatched: 'light',
  // A line naming a registration that should not take the money as it stands: a look first.
  already_paid: 'warning',
  cancelled_registration: 'error',
}

export const LineMatchSummary = ({ line }: { line: StatementLine }) => {
  const { allocations, candidates, note } = matchOf(line)
  const split = allocations.length > 1
  return (
    <div className="dash-line-match">
      <StatusPill tone={TONES[line.matchKind]}>{MATCH_KIND_LABELS[line.matchKind]}</StatusPill>
      {allocations.length > 0 && (
        <ul className="dash-line-match__list">
          {allocations.map((allocation) => (
            <li key={String(allocation.registrationId)}>
              <span className="dash-strong">{allocation.reference}</span>
              {split && ` ${formatRinggit(toRinggit(allocation.amountSen))}`} —{' '}
              {OUTCOME_LABELS[allocation.outcome]}
            </li>
          ))}
        </ul>
      )}
      {line.matchKind === 'ambiguous' && candidates.length > 0 && (
        <p className="dash-small">
          One of {candidates.map((candidate) => candidate.reference).join(', ')}
        </p>
      )}
      {note && <p className="dash-small dash-muted">{note}</p>}
    </div>
  )
}
