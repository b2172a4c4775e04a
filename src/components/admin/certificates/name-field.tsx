'use client'

import { useId } from 'react'

import { printedName } from '@/lib/certificates/issue-choice'

type Props = {
  registered: string
  value: string
  error: string | undefined
  onChange: (name: string) => void
}

// As registered until staff correct its spelling; a corrected name says what it was.
export const NameField = ({ registered, value, error, onChange }: Props) => {
  const id = useId()
  const changed = printedName(value) !== registered
  const described = [changed ? `${id}-was` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={`certificates-name${error ? ' certificates-name--error' : ''}`}>
      <label htmlFor={id} className="dash-visually-hidden">
        Name on the certificate of {registered}
      </label>
      <input
        id={id}
        className="dash-input certificates-name__input"
        value={value}
        maxLength={120}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {changed && (
        <p id={`${id}-was`} className="dash-small dash-muted">
          Registered as “{registered}”
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="dash-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
