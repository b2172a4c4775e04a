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
  value: string
  onChange: (value: string) => void
}

/** A labelled one-line input whose entry the form checks, with its error text under it. */
export const TextField = ({ label, required, error, onChange, type = 'text', ...input }: Props) => (
  <FormField label={label} required={required} error={error}>
    {({ inputId, errorId }) => (
      <input
        id={inputId}
        type={type}
        {...input}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    )}
  </FormField>
)
