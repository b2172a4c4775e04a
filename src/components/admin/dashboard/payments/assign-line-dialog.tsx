'use client'

import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { ApiError } from '@/lib/dashboard/api-error'
import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit, toRinggit } from '@/lib/pricing'
import type { StatementLine } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { Dialog } from '../ui/dialog'
import { SmallButton } from '../ui/small-button'
import { SubmitButton } from '../ui/submit-button'
import { matchOf } from './line-match'
import { addShare, sharesProblem, unsharedOf, type LineShare } from './line-shares'
import { LineSharesTable } from './line-shares-table'
import { parseRinggit, ringgitText } from './ringgit-input'
import { RegistrationFinder } from './registration-finder'
import { useLineDecision } from './use-line-decision'

const lineSummary = (line: StatementLine) =>
  `${formatRinggit(line.amount)} on ${formatTableDate(line.date)}` +
  `${line.payer ? ` from ${line.payer}` : ''}: ${line.description}`

// What the matcher tied the line to, so a proposal only needs its amounts corrected.
const sharesOfMatch = (line: StatementLine): LineShare[] =>
  matchOf(line).allocations.map((allocation) => ({
    registrationId: Number(allocation.registrationId),
    reference: allocation.reference,
    label: allocation.reference,
    amount: ringgitText(toRinggit(allocation.amountSen)),
  }))

const AssignForm = ({
  line,
  confirm,
  onDone,
}: {
  line: StatementLine
  confirm: boolean
  onDone: () => void
}) => {
  const [shares, setShares] = useState<LineShare[]>(() => sharesOfMatch(line))
  const { decide, send, overpaymentDialog } = useLineDecision()
  const problem = sharesProblem(line.amount, shares)
  const left = unsharedOf(line.amount, shares)
  const chosen = shares.map((share) => share.registrationId)
  const suggested = matchOf(line).candidates.filter(
    (candidate) => !chosen.includes(Number(candidate.registrationId)),
  )

  const add = (registration: Omit<LineShare, 'amount'>) =>
    setShares((current) => addShare(line.amount, current, registration))
  const setAmount = (registrationId: number, amount: string) =>
    setShares((current) =>
      current.map((share) =>
        share.registrationId === registrationId ? { ...share, amount } : share,
      ),
    )
  const remove = (registrationId: number) =>
    setShares((current) => current.filter((share) => share.registrationId !== registrationId))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (problem) return
    send(
      line.id,
      {
        action: 'assign',
        allocations: shares.map((share) => ({
          registrationId: share.registrationId,
          amount: parseRinggit(share.amount),
        })),
        confirm,
      },
      {
        onDone,
        // Decided by someone else meanwhile: nothing is left to assign here.
        onRefused: (error) => error instanceof ApiError && error.status === 409 && onDone(),
      },
    )
  }

  return (
    <div className="dash-form dash-form--plain">
      {suggested.length > 0 && (
        <div className="dash-suggestions">
          <span className="dash-small dash-muted">The matcher suggests:</span>
          {suggested.map((candidate) => (
            <SmallButton
              key={String(candidate.registrationId)}
              buttonStyle="secondary"
              aria-label={`Add ${candidate.reference}`}
              onClick={() =>
                add({
                  registrationId: Number(candidate.registrationId),
                  reference: candidate.reference,
                  label: candidate.reference,
                })
              }
            >
              {candidate.reference}
            </SmallButton>
          ))}
        </div>
      )}
      <RegistrationFinder
        chosen={chosen}
        onAdd={(registration) =>
          add({
            registrationId: registration.id,
            reference: registration.reference ?? String(registration.id),
            label: `${registration.reference ?? registration.id} ${registration.organization}`,
          })
        }
      />
      {/* The search stays outside the form: Enter in it searches, it never records. */}
      <form className="dash-form dash-form--plain" onSubmit={submit} noValidate>
        <LineSharesTable shares={shares} onAmount={setAmount} onRemove={remove} />
        <p className="dash-small" role="status" data-testid="assign-status">
          {problem ?? 'The amounts add up to the line’s amount.'}
          {left > 0 && ` ${formatRinggit(left)} is not assigned yet.`}
          {left < 0 && ` That is ${formatRinggit(-left)} too much.`}
        </p>
        <div className="dash-dialog__footer">
          <Button buttonStyle="secondary" margin={false} onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton disabled={Boolean(problem) || decide.isPending}>Assign</SubmitButton>
        </div>
      </form>
      <ConfirmDialog {...overpaymentDialog} />
    </div>
  )
}

type Props = {
  line: StatementLine | null
  confirm: boolean // confirm each registration the line pays in full
  onClose: () => void
}

export const AssignLineDialog = ({ line, confirm, onClose }: Props) => (
  <Dialog
    open={line !== null}
    onOpenChange={(open) => !open && onClose()}
    title="Assign bank line"
    description={line ? lineSummary(line) : undefined}
    wide
  >
    {/* Keyed by line, so each line starts from what the matcher found for it. */}
    {line && <AssignForm key={line.id} line={line} confirm={confirm} onDone={onClose} />}
  </Dialog>
)
