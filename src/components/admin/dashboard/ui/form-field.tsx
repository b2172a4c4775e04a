'use client'

import { useId, type ReactNode } from 'react'

type Props = {
  label: string
  required?: boolean
  error?: string | null
  /** Draws the control, given the id its label points at and the id of its error text. */
  children: (ids: { inputId: string; errorId: string }) => ReactNode
  kind?: 'text' | 'textarea'
}

/** A labelled form control in Payload's field look, with its error text under it. */
export const FormField = ({ label, required, error, children, kind = 'text' }: Props) => {
  const inputId = useId()
  const errorId = `${inputId}-error`
  return (
    <div className={`field-type ${kind} dash-field${error ? ' error' : ''}`}>
      <label className="field-label dash-field__label" htmlFor={inputId}>
        {label}
        {required && (
          <span className="required" aria-hidden>
            *
          </span>
        )}
      </label>
      <div className="field-type__wrap">{children({ inputId, errorId })}</div>
      {error && (
        <p id={errorId} className="dash-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
