'use client'

import { CheckCheck } from 'lucide-react'
import { useState } from 'react'

import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'
import type { StatementLine } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { DataTable, type TableText } from '../ui/data-table'
import { FilterSelect } from '../ui/list-toolbar'
import { SmallButton } from '../ui/small-button'
import { TablePager } from '../ui/table-pager'
import { useListControls } from '../ui/use-list-controls'
import { useChosenRow } from '../ui/use-chosen-row'
import { AssignLineDialog } from './assign-line-dialog'
import { CheckboxField } from './checkbox-field'
import { canAccept } from './line-match'
import { LineMatchSummary } from './line-match-summary'
import { useLineDecision } from './use-line-decision'
import { LineDecision } from './line-decision'
import {
  useAcceptMatched,
  useMatchedCount,
  useStatementLines,
  type LineFilter,
  type LineState,
} from './use-statement-lines'

const COLUMNS = ['Date', 'Amount', 'Payer', 'Description', 'Match', 'Decision']

// Named after what it lists: the tests and screen readers find the open lines by that name.
const TABLE_TEXT: Record<LineState, TableText> = {
  open: {
    label: 'Bank lines to decide',
    columns: COLUMNS,
    empty: 'No bank lines waiting for a decision.',
  },
  recorded: {
    label: 'Bank lines recorded',
    columns: COLUMNS,
    empty: 'No bank line recorded as payment.',
  },
  ignored: { label: 'Bank lines ignored', columns: COLUMNS, empty: 'No bank line ignored.' },
  all: { label: 'Bank lines', columns: COLUMNS, empty: 'No bank lines.' },
}

const STATE_OPTIONS: Array<{ value: LineState; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'recorded', label: 'Recorded' },
  { value: 'ignored', label: 'Ignored' },
  { value: 'all', label: 'All' },
]

const MATCH_OPTIONS: Array<{ value: LineFilter; label: string }> = [
  { value: 'matched', label: 'Matched' },
  { value: 'proposed', label: 'Proposed' },
  { value: 'ambiguous', label: 'Ambiguous' },
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'already_paid', label: 'Already paid' },
  { value: 'cancelled_registration', label: 'Cancelled registration' },
  { value: 'all', label: 'Any' },
]

const ignoreWording = (line: StatementLine | null) => ({
  title: 'Ignore this bank line?',
  confirmLabel: 'Ignore line',
  description: line
    ? `The ${formatRinggit(line.amount)} of ${formatTableDate(line.date)}` +
      `${line.payer ? ` from ${line.payer}` : ''} leaves the lines to decide and is not recorded ` +
      'as any registration’s payment.'
    : '',
})

// Decided lines stay listed, read-only, so one recorded or ignored by mistake can be found again.
export const OpenLinesTable = () => {
  const { filters, changeFilters, page, setPage, limit, changeLimit } = useListControls<{
    state: LineState
    show: LineFilter
  }>({ state: 'open', show: 'all' })
  const [confirm, setConfirm] = useState(true)
  const [assigning, setAssigning] = useState<StatementLine | null>(null)
  const [ignoring, setIgnoring, ignoreDialog] = useChosenRow<StatementLine>(ignoreWording)
  const lines = useStatementLines(filters.state, filters.show, page, limit)
  const matched = useMatchedCount()
  const { decide, send, overpaymentDialog } = useLineDecision()
  const acceptMatched = useAcceptMatched()
  const docs = lines.data?.docs ?? []
  const matchedCount = matched.data?.totalDocs ?? 0

  const ignoreChosen = () =>
    ignoring &&
    decide.mutate(
      { id: ignoring.id, decision: { action: 'ignore' } },
      { onSettled: () => setIgnoring(null) },
    )

  return (
    <>
      <div className="dash-toolbar">
        <FilterSelect
          label="Show"
          value={filters.state}
          options={STATE_OPTIONS}
          onChange={(state) => changeFilters({ state: state as LineState })}
        />
        <FilterSelect
          label="Match"
          value={filters.show}
          options={MATCH_OPTIONS}
          onChange={(show) => changeFilters({ show: show as LineFilter })}
        />
        <CheckboxField
          label="Confirm registrations once fully paid"
          checked={confirm}
          onChange={setConfirm}
        />
        <SmallButton
          buttonStyle="primary"
          disabled={matchedCount === 0 || acceptMatched.isPending}
          icon={<CheckCheck size={16} aria-hidden />}
          iconPosition="left"
          onClick={() => acceptMatched.mutate(confirm)}
        >
          {`Accept all matched (${matchedCount})`}
        </SmallButton>
      </div>
      <DataTable text={TABLE_TEXT[filters.state]} query={lines} rows={docs} rowActions stackOnPhone>
        {(line) => {
          const busy =
            acceptMatched.isPending || (decide.isPending && decide.variables?.id === line.id)
          return (
            <tr key={line.id} data-statement-line={line.id}>
              <td className="dash-nowrap" data-label="Date">
                {formatTableDate(line.date)}
              </td>
              <td className="dash-nowrap dash-strong" data-label="Amount">
                {formatRinggit(line.amount)}
              </td>
              <td data-label="Payer">{line.payer || '—'}</td>
              <td className="dash-line-description" data-label="Description">
                {line.description}
              </td>
              <td data-label="Match">
                <LineMatchSummary line={line} />
              </td>
              <td data-label="Decision">
                <LineDecision line={line} />
              </td>
              <td>
                {line.state === 'open' && (
                  <div className="dash-row-actions">
                    {canAccept(line) && (
                      <SmallButton
                        buttonStyle="primary"
                        disabled={busy}
                        onClick={() => send(line.id, { action: 'accept', confirm })}
                      >
                        Accept
                      </SmallButton>
                    )}
                    <SmallButton
                      buttonStyle="secondary"
                      disabled={busy}
                      onClick={() => setAssigning(line)}
                    >
                      Assign…
                    </SmallButton>
                    <SmallButton
                      buttonStyle="secondary"
                      disabled={busy}
                      onClick={() => setIgnoring(line)}
                    >
                      Ignore
                    </SmallButton>
                  </div>
                )}
              </td>
            </tr>
          )
        }}
      </DataTable>
      <TablePager result={lines.data} noun="bank lines" onPage={setPage} onLimit={changeLimit} />
      <AssignLineDialog line={assigning} confirm={confirm} onClose={() => setAssigning(null)} />
      <ConfirmDialog {...ignoreDialog} busy={decide.isPending} onConfirm={ignoreChosen} />
      <ConfirmDialog {...overpaymentDialog} />
    </>
  )
}
