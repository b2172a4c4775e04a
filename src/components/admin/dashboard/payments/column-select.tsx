'use client'

/**
 * A select of the statement file's columns. A choice no longer among them (the header row was
 * moved) shows as not chosen.
 */
export const ColumnSelect = ({
  id,
  columns,
  value,
  emptyLabel,
  invalid,
  onChange,
}: {
  id: string
  columns: readonly string[]
  value: string
  /** The first option, for no column: "Choose…" or "None". */
  emptyLabel: string
  invalid?: boolean
  onChange: (column: string) => void
}) => (
  <select
    id={id}
    className="dash-input"
    value={columns.includes(value) ? value : ''}
    aria-invalid={invalid || undefined}
    onChange={(event) => onChange(event.target.value)}
  >
    <option value="">{emptyLabel}</option>
    {columns.map((column) => (
      <option key={column} value={column}>
        {column}
      </option>
    ))}
  </select>
)
