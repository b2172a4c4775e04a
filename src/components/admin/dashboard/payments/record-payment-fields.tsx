'use client'

import type { Ref } from 'react'

import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { KIND_OPTIONS, METHOD_OPTIONS } from './payment-labels'
import type { PaymentDraft } from './payment-draft'
import { todayInMalaysia } from './ringgit-input'

type Field = <Name extends keyof PaymentDraft & string>(
  name: Name,
) => {
  value: PaymentDraft[Name]
  error: string | undefined
  onChange: (value: PaymentDraft[Name]) => void
}

type Props = {
  field: Field
  amountHint: string // what is owed (or can be refunded)
  amountRef: Ref<HTMLInputElement>
}

// No field is filled in for the admin: every figure is read off the bank's record.
export const RecordPaymentFields = ({ field, amountHint, amountRef }: Props) => (
  <div className="dash-form-grid">
    <SelectField label="Kind" required options={KIND_OPTIONS} {...field('kind')} />
    <TextField
      label="Amount (RM)"
      required
      ref={amountRef}
      inputMode="decimal"
      autoComplete="off"
      maxLength={20}
      hint={amountHint}
      {...field('amount')}
    />
    {/* The bank's day is never later than today in Malaysia; the server says so too. */}
    <TextField
      label="Bank date"
      required
      type="date"
      max={todayInMalaysia()}
      {...field('paidOn')}
    />
    <SelectField label="Method" required options={METHOD_OPTIONS} {...field('method')} />
    <TextField
      label="Bank reference (optional)"
      autoComplete="off"
      maxLength={140}
      {...field('bankReference')}
    />
  </div>
)
