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
import {
  useAcceptMatched,
  useMatchedCount,
  useOpenLines,
  type LineFilter,
} from './use-statement-lines'

const BANK_LINES_TO_DECIDE_TABLE: TableText = {
  label: 'Bank lines to decide',
  columns: ['Date', 'Amount', 'Payer', 'Description', 'Match'],
  empty: 'No bank lines waiting for a decision.',
}

const SHOW_OPTIONS: Array<{ value: LineFilter; label: string }> = [
  { value: 'matched', label: 'Matched' },
  { value: 'proposed', label: 'Proposed' },
  { value: 'ambiguous', label: 'Ambiguous' },
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'already_paid', label: 'Already paid' },
  { value: 'cancelled_registration', label: 'Cancelled registration' },
  { value: 'all', label: 'All open' },
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

/**
 * The bank lines waiting for a decision, with what the matcher found for each: accept its
 * match, assign the line by hand, or ignore it (not a registration's payment). Lines matched
 * by reference can all be accepted at once.
 */
export const OpenLinesTable = () => {
  const { filters, changeFilters, page, setPage, limit, changeLimit } = useListControls<{
    show: LineFilter
  }>({ show: 'all' })
  // Used by every accept: a registration a line pays in full is confirmed too.
  const [confirm, setConfirm] = useState(true)
  const [assigning, setAssigning] = useState<StatementLine | null>(null)
  const [ignoring, setIgnoring, ignoreDialog] = useChosenRow<StatementLine>(ignoreWording)
  const lines = useOpenLines(filters.show, page, limit)
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
          value={filters.show}
          options={SHOW_OPTIONS}
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
      <DataTable text={BANK_LINES_TO_DECIDE_TABLE} query={lines} rows={docs} rowActions>
        {(line) => {
          const busy =
            acceptMatched.isPending || (decide.isPending && decide.variables?.id === line.id)
          return (
            <tr key={line.id} data-statement-line={line.id}>
              <td className="dash-nowrap">{formatTableDate(line.date)}</td>
              <td className="dash-nowrap dash-strong">{formatRinggit(line.amount)}</td>
              <td>{line.payer || '—'}</td>
              <td className="dash-line-description">{line.description}</td>
              <td>
                <LineMatchSummary line={line} />
              </td>
              <td>
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
