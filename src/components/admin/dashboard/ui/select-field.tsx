'use client'

import { OptionList } from '@/components/ui/option-list'

import { FormField } from './form-field'

type Props<Value extends string> = {
  label: string
  required?: boolean
  error?: string | null
  value: Value | ''
  onChange: (value: Value) => void
  options: ReadonlyArray<{ value: Value; label: string }>
  /** The first option, for no choice yet: "Choose…" or "None". */
  emptyLabel?: string
}

/** A labelled select in Payload's field look, with its error text under it. */
export const SelectField = <Value extends string>({
  label,
  required,
  error,
  value,
  onChange,
  options,
  emptyLabel,
}: Props<Value>) => (
  <FormField label={label} required={required} error={error}>
    {({ inputId, errorId }) => (
      <select
        id={inputId}
        className="dash-input"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        // The browser offers only the options given (or the empty one, where there is one).
        onChange={(event) => onChange(event.target.value as Value)}
      >
        <OptionList options={options} emptyLabel={emptyLabel} />
      </select>
    )}
  </FormField>
)
