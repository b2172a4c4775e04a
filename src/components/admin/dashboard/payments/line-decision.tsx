'use client'

import { formatExportDate } from '@/lib/export-headers'
import type { StatementLine } from '@/payload-types'

const whoDecided = (line: StatementLine): string => {
  const user = line.decidedBy
  if (user && typeof user === 'object') return user.name || user.email || 'a removed account'
  // Not populated: the account was removed, or the line predates who-decided being kept.
  return 'someone'
}

const when = (line: StatementLine) =>
  line.decidedAt ? ` on ${formatExportDate(line.decidedAt)}` : ''

/**
 * What became of a bank line: still waiting, or recorded or ignored by whom and when. A
 * recorded line is reopened only by voiding its payment, which undoes the decision as a whole.
 */
export const LineDecision = ({ line }: { line: StatementLine }) => {
  if (line.state === 'open') return <span className="dash-muted">Waiting for a decision</span>
  return (
    <div className="dash-line-match">
      <p>
        {`${line.state === 'recorded' ? 'Recorded' : 'Ignored'} by ${whoDecided(line)}${when(line)}`}
      </p>
      {line.state === 'recorded' && (
        <p className="dash-small dash-muted">
          To reopen it, void its payment in the registration’s dialog.
        </p>
      )}
    </div>
  )
}
