'use client'

import type { ComponentPropsWithRef } from 'react'

import { FormField } from './form-field'

type Props = Omit<
  ComponentPropsWithRef<'textarea'>,
  'id' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'required'
> & {
  label: string
  /** Marks the label; the form checks the entry itself, with its own messages. */
  required?: boolean
  /** What is wrong with the entry, for a field the form checks (a reason it needs). */
  error?: string | null
  value: string
  onChange: (value: string) => void
}

/** A labelled multi-line text field, e.g. a description, notes or a reason. */
export const TextAreaField = ({ label, required, error, onChange, ...textarea }: Props) => (
  <FormField label={label} required={required} error={error} kind="textarea">
    {({ inputId, describedBy }) => (
      <textarea
        id={inputId}
        {...textarea}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    )}
  </FormField>
)
