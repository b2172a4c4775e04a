'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { manualPaymentSchema } from '@/lib/validation/payments'
import { validate } from '@/lib/validation/field-errors'
import type { PaymentSlip, Registration } from '@/payload-types'

import { FormField } from '../ui/form-field'
import { SmallButton } from '../ui/small-button'
import { SubmitButton } from '../ui/submit-button'
import { draftBinding } from '../ui/draft-binding'
import { TextField } from '../ui/text-field'
import { CheckboxField } from './checkbox-field'
import { messagesByField, serverFieldMessages, type FieldMessages } from './field-messages'
import { outstandingOf } from './payment-state'
import { parseRinggit, ringgitText, todayInMalaysia } from './ringgit-input'
import { useRecordPayment, type NewPayment } from './use-registration-payments'

type Draft = {
  kind: NewPayment['kind']
  amount: string
  paidOn: string
  note: string
  confirm: boolean
}

// A payment of what is still owed, made today, confirming the registration once it is paid:
// the usual case, so recording it is a matter of checking the figures against the bank's.
const freshDraft = (registration: Registration): Draft => {
  const outstanding = outstandingOf(registration)
  return {
    kind: 'payment',
    amount: outstanding > 0 ? ringgitText(outstanding) : '',
    paidOn: todayInMalaysia(),
    note: '',
    confirm: true,
  }
}

const paymentOf = (draft: Draft, slip: PaymentSlip | null): NewPayment => ({
  kind: draft.kind,
  amount: parseRinggit(draft.amount),
  paidOn: draft.paidOn,
  note: draft.note.trim() || undefined,
  slip: slip?.id,
  // Only a payment can settle a registration.
  confirm: draft.kind === 'payment' && draft.confirm,
})

type Props = {
  registration: Registration
  /** The slip chosen with "Record from this slip", if any. */
  slip: PaymentSlip | null
  onForgetSlip: () => void
  onRecorded: (registration: Registration) => void
}

/**
 * Record a payment: a payment or refund entered by hand, or read from an uploaded slip. The
 * payment schema the server applies checks it here first, with the same messages.
 */
export const RecordPaymentForm = ({ registration, slip, onForgetSlip, onRecorded }: Props) => {
  const [draft, setDraft] = useState<Draft>(() => freshDraft(registration))
  const [errors, setErrors] = useState<FieldMessages>({})
  const amountInput = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const record = useRecordPayment()

  // A slip just chosen: the amount is what staff read off it next.
  useEffect(() => {
    if (slip) amountInput.current?.focus()
  }, [slip])

  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }))

  const field = draftBinding(draft, errors, change)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const payment = paymentOf(draft, slip)
    const checked = validate(manualPaymentSchema, payment)
    if (!checked.ok) return setErrors(messagesByField(checked.errors))
    setErrors({})
    record.mutate(
      { registrationId: registration.id, payment },
      {
        // Keyed by the amount paid, the form then starts afresh from what is still owed.
        onSuccess: ({ doc }) => {
          onForgetSlip()
          onRecorded(doc)
        },
        onError: (error) => setErrors(serverFieldMessages(error)),
      },
    )
  }

  const described = (field: keyof Draft, errorId: string) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? errorId : undefined,
  })

  return (
    <form className="dash-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h4 id={headingId} className="dash-form__title">
        Record a payment
      </h4>
      {slip && (
        <p className="dash-slip-notice" data-testid="record-from-slip">
          <span>
            From the bank slip <span className="dash-strong">{slip.filename}</span>
          </span>
          <SmallButton buttonStyle="secondary" onClick={onForgetSlip}>
            Not from a slip
          </SmallButton>
        </p>
      )}
      <div className="dash-form-grid">
        <FormField label="Kind" required error={errors.kind}>
          {({ inputId, errorId }) => (
            <select
              id={inputId}
              className="dash-input"
              value={draft.kind}
              {...described('kind', errorId)}
              onChange={(event) => change({ kind: event.target.value as Draft['kind'] })}
            >
              <option value="payment">Payment</option>
              <option value="refund">Refund</option>
            </select>
          )}
        </FormField>
        <TextField
          label="Amount (RM)"
          required
          ref={amountInput}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          {...field('amount')}
        />
        <TextField label="Bank date" required type="date" {...field('paidOn')} />
      </div>
      <FormField label="Note (optional)" kind="textarea" error={errors.note}>
        {({ inputId, errorId }) => (
          <textarea
            id={inputId}
            rows={2}
            value={draft.note}
            maxLength={500}
            {...described('note', errorId)}
            onChange={(event) => change({ note: event.target.value })}
          />
        )}
      </FormField>
      {draft.kind === 'payment' && (
        <CheckboxField
          label="Confirm the registration once fully paid"
          checked={draft.confirm}
          onChange={(confirm) => change({ confirm })}
        />
      )}
      <SubmitButton disabled={record.isPending}>Record payment</SubmitButton>
    </form>
  )
}
