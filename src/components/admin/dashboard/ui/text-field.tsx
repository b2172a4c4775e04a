'use client'

import type { ComponentPropsWithRef } from 'react'

import { FormField } from './form-field'

type InputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'onChange' | 'aria-invalid' | 'aria-describedby' | 'required'
>

type Props = InputProps & {
  label: string
  /** Marks the label; the form checks the entry itself, with its own messages. */
  required?: boolean
  /** What is wrong with the entry; while there is something, the input says so to readers. */
  error: string | null | undefined
  /** A line under the input that helps fill it in. */
  hint?: string
  value: string
  onChange: (value: string) => void
}

/** A labelled one-line input whose entry the form checks, with its error text under it. */
export const TextField = ({
  label,
  required,
  error,
  hint,
  onChange,
  type = 'text',
  ...input
}: Props) => (
  <FormField label={label} required={required} error={error} hint={hint}>
    {({ inputId, describedBy }) => (
      <input
        id={inputId}
        type={type}
        {...input}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    )}
  </FormField>
)
