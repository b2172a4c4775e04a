'use client'

import { useId, type ReactNode } from 'react'

type Ids = {
  inputId: string
  errorId: string
  /** What the control's aria-describedby names: its hint and its error, when shown. */
  describedBy: string | undefined
}

type Props = {
  label: string
  required?: boolean
  error?: string | null
  /** A line under the control that helps fill it in (e.g. what is still owed). */
  hint?: ReactNode
  /** Draws the control, given the id its label points at and the ids that describe it. */
  children: (ids: Ids) => ReactNode
  kind?: 'text' | 'textarea'
}

/** A labelled form control in Payload's field look, with its hint and error text under it. */
export const FormField = ({ label, required, error, hint, children, kind = 'text' }: Props) => {
  const inputId = useId()
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
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
      <div className="field-type__wrap">
        {children({ inputId, errorId, describedBy: describedBy || undefined })}
      </div>
      {hint && (
        <p id={hintId} className="dash-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="dash-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
