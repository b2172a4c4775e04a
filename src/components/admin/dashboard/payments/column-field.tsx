'use client'

import { SelectField } from '../ui/select-field'

type Props = {
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
export const ColumnField = ({ columns, value, ...field }: Props) => (
  <SelectField
    {...field}
    value={columns.includes(value) ? value : ''}
    options={columns.map((column) => ({ value: column, label: column }))}
  />
)
