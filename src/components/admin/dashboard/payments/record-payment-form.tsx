'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import type { PaymentSlip, Registration } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { draftBinding } from '../ui/draft-binding'
import { SmallButton } from '../ui/small-button'
import { SubmitButton } from '../ui/submit-button'
import { TextAreaField } from '../ui/text-area-field'
import { useChosenRow } from '../ui/use-chosen-row'
import { CheckboxField } from './checkbox-field'
import { serverFieldMessages, type FieldMessages } from './field-messages'
import {
  amountHint,
  checkedPayment,
  EMPTY_PAYMENT_DRAFT,
  type NewPayment,
  type PaymentDraft,
} from './payment-draft'
import { answerTo, overpaymentWording, refusalOf } from './payment-refusal'
import { RecordPaymentFields } from './record-payment-fields'
import { useRecordPayment } from './use-registration-payments'

type Overpayment = { payment: NewPayment; message: string }

type Props = {
  registration: Registration
  slip: PaymentSlip | null // chosen with "Record from this slip"
  onForgetSlip: () => void
  onRecorded: (registration: Registration) => void
}

export const RecordPaymentForm = ({ registration, slip, onForgetSlip, onRecorded }: Props) => {
  const [draft, setDraft] = useState<PaymentDraft>(EMPTY_PAYMENT_DRAFT)
  const [errors, setErrors] = useState<FieldMessages>({})
  const [cancelled, setCancelled] = useState<string | null>(null)
  const [overpaying, setOverpaying, overpayDialog] = useChosenRow<Overpayment>(overpaymentWording)
  const amountInput = useRef<HTMLInputElement>(null)
  const reasonInput = useRef<HTMLTextAreaElement>(null)
  const headingId = useId()
  const record = useRecordPayment()
  const reasonAsked = cancelled !== null && draft.kind === 'payment'

  // A slip just chosen: the amount is what staff read off it next.
  useEffect(() => {
    if (slip) amountInput.current?.focus()
  }, [slip])

  useEffect(() => {
    if (cancelled) reasonInput.current?.focus()
  }, [cancelled])

  const change = (changes: Partial<PaymentDraft>) =>
    setDraft((current) => ({ ...current, ...changes }))

  const field = draftBinding(draft, errors, change)

  const send = (payment: NewPayment) =>
    record.mutate(
      { registrationId: registration.id, payment },
      {
        // Afresh for the next one, which is again read off the bank's record.
        onSuccess: ({ doc }) => {
          setDraft(EMPTY_PAYMENT_DRAFT)
          setCancelled(null)
          setOverpaying(null)
          onForgetSlip()
          onRecorded(doc)
        },
        onError: (error) => {
          setOverpaying(null)
          const refusal = refusalOf(error)
          if (!refusal) return setErrors(serverFieldMessages(error))
          const answer = answerTo(refusal)
          if (answer.ask === 'confirm-overpayment')
            setOverpaying({ payment, message: answer.message })
          else if (answer.ask === 'override-reason') setCancelled(answer.message)
          else setErrors({ [answer.field]: answer.message })
        },
      },
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkedPayment(draft, { slip: slip?.id, reasonAsked })
    if (!checked.ok) return setErrors(checked.errors)
    setErrors({})
    send(checked.payment)
  }

  return (
    <>
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
        <RecordPaymentFields
          field={field}
          amountHint={amountHint(registration, draft.kind)}
          amountRef={amountInput}
        />
        {reasonAsked && (
          <>
            <p className="dash-notice" role="alert" data-testid="cancelled-registration">
              {cancelled}
            </p>
            <TextAreaField
              label="Reason for taking this payment"
              required
              ref={reasonInput}
              rows={2}
              maxLength={500}
              {...field('overrideReason')}
            />
          </>
        )}
        <TextAreaField label="Note (optional)" rows={2} maxLength={500} {...field('note')} />
        {draft.kind === 'payment' && (
          <CheckboxField
            label="Confirm the registration once fully paid"
            checked={draft.confirm}
            onChange={(confirm) => change({ confirm })}
          />
        )}
        <SubmitButton disabled={record.isPending}>
          {draft.kind === 'refund' ? 'Record refund' : 'Record payment'}
        </SubmitButton>
      </form>
      <ConfirmDialog
        {...overpayDialog}
        busy={record.isPending}
        onConfirm={() => overpaying && send({ ...overpaying.payment, allowOverpayment: true })}
      />
    </>
  )
}
