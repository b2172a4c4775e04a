'use client'

import { FormField } from '../ui/form-field'

type ColumnFieldProps = {
  label: string
  required?: boolean
  columns: readonly string[]
  value: string
  /** The first option, for no column: "Choose…" or "None". */
  emptyLabel: string
  onChange: (column: string) => void
}

/**
 * A labelled select of the statement file's columns. A choice no longer among them (the header
 * row was moved) shows as not chosen.
 */
export const ColumnField = ({
  label,
  required,
  columns,
  value,
  emptyLabel,
  onChange,
}: ColumnFieldProps) => (
  <FormField label={label} required={required}>
    {({ inputId }) => (
      <select
        id={inputId}
        className="dash-input"
        value={columns.includes(value) ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{emptyLabel}</option>
        {columns.map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </select>
    )}
  </FormField>
)
