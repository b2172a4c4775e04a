'use client'

import { Button } from '@payloadcms/ui'
import { CheckCheck } from 'lucide-react'
import { useState } from 'react'

import { DEFAULT_PAGE_SIZE } from '@/lib/dashboard/list-query'
import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'
import type { StatementLine } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { FilterSelect } from '../ui/list-toolbar'
import { TablePager } from '../ui/table-pager'
import { TableState } from '../ui/table-state'
import { AssignLineDialog } from './assign-line-dialog'
import { CheckboxField } from './checkbox-field'
import { canAccept } from './line-match'
import { LineMatchSummary } from './line-match-summary'
import {
  useAcceptMatched,
  useDecideLine,
  useMatchedCount,
  useOpenLines,
  type LineFilter,
} from './use-statement-lines'

const SHOW_OPTIONS: Array<{ value: LineFilter; label: string }> = [
  { value: 'matched', label: 'Matched' },
  { value: 'proposed', label: 'Proposed' },
  { value: 'ambiguous', label: 'Ambiguous' },
  { value: 'unmatched', label: 'Unmatched' },
  { value: 'all', label: 'All open' },
]

const COLUMNS = 6

const describeIgnore = (line: StatementLine) =>
  `The ${formatRinggit(line.amount)} of ${formatTableDate(line.date)}` +
  `${line.payer ? ` from ${line.payer}` : ''} leaves the lines to decide and is not recorded ` +
  'as any registration’s payment.'

/**
 * The bank lines waiting for a decision, with what the matcher found for each: accept its
 * match, assign the line by hand, or ignore it (not a registration's payment). Lines matched
 * by reference can all be accepted at once.
 */
export const OpenLinesTable = () => {
  const [show, setShow] = useState<LineFilter>('all')
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE)
  // Used by every accept: a registration a line pays in full is confirmed too.
  const [confirm, setConfirm] = useState(true)
  const [assigning, setAssigning] = useState<StatementLine | null>(null)
  const [ignoring, setIgnoring] = useState<StatementLine | null>(null)
  const lines = useOpenLines(show, page, limit)
  const matched = useMatchedCount()
  const decide = useDecideLine()
  const acceptMatched = useAcceptMatched()
  const docs = lines.data?.docs ?? []
  const matchedCount = matched.data?.totalDocs ?? 0

  return (
    <>
      <div className="dash-toolbar">
        <FilterSelect
          label="Show"
          value={show}
          options={SHOW_OPTIONS}
          onChange={(value) => {
            setShow(value as LineFilter)
            setPage(1)
          }}
        />
        <CheckboxField
          label="Confirm registrations once fully paid"
          checked={confirm}
          onChange={setConfirm}
        />
        <Button
          buttonStyle="primary"
          size="small"
          margin={false}
          disabled={matchedCount === 0 || acceptMatched.isPending}
          icon={<CheckCheck size={16} aria-hidden />}
          iconPosition="left"
          onClick={() => acceptMatched.mutate(confirm)}
        >
          {`Accept all matched (${matchedCount})`}
        </Button>
      </div>
      <div className="table dash-table">
        <table aria-label="Bank lines to decide" aria-busy={lines.isFetching}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Amount</th>
              <th scope="col">Payer</th>
              <th scope="col">Description</th>
              <th scope="col">Match</th>
              <th scope="col">
                <span className="dash-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <TableState
              columns={COLUMNS}
              isLoading={lines.isPending}
              error={lines.error}
              isEmpty={docs.length === 0}
              emptyText="No bank lines waiting for a decision."
              onRetry={() => void lines.refetch()}
            />
            {docs.map((line) => {
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
                        <Button
                          buttonStyle="primary"
                          size="small"
                          margin={false}
                          disabled={busy}
                          onClick={() =>
                            decide.mutate({ id: line.id, decision: { action: 'accept', confirm } })
                          }
                        >
                          Accept
                        </Button>
                      )}
                      <Button
                        buttonStyle="secondary"
                        size="small"
                        margin={false}
                        disabled={busy}
                        onClick={() => setAssigning(line)}
                      >
                        Assign…
                      </Button>
                      <Button
                        buttonStyle="secondary"
                        size="small"
                        margin={false}
                        disabled={busy}
                        onClick={() => setIgnoring(line)}
                      >
                        Ignore
                      </Button>
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {lines.data && (
        <TablePager
          result={lines.data}
          noun="bank lines"
          onPage={setPage}
          onLimit={(size) => {
            setLimit(size)
            setPage(1)
          }}
        />
      )}
      <AssignLineDialog line={assigning} confirm={confirm} onClose={() => setAssigning(null)} />
      <ConfirmDialog
        open={ignoring !== null}
        onOpenChange={(open) => !open && setIgnoring(null)}
        title="Ignore this bank line?"
        description={ignoring ? describeIgnore(ignoring) : ''}
        confirmLabel="Ignore line"
        busy={decide.isPending}
        onConfirm={() =>
          ignoring &&
          decide.mutate(
            { id: ignoring.id, decision: { action: 'ignore' } },
            { onSettled: () => setIgnoring(null) },
          )
        }
      />
    </>
  )
}
