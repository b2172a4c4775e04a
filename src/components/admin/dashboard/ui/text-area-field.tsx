'use client'

import type { ComponentPropsWithRef } from 'react'

import { FormField } from './form-field'

type Props = Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'onChange'> & {
  label: string
  value: string
  onChange: (value: string) => void
}

/** A labelled, unchecked multi-line text field, e.g. a description or notes. */
export const TextAreaField = ({ label, onChange, ...textarea }: Props) => (
  <FormField label={label} kind="textarea">
    {({ inputId }) => (
      <textarea id={inputId} {...textarea} onChange={(event) => onChange(event.target.value)} />
    )}
  </FormField>
)
