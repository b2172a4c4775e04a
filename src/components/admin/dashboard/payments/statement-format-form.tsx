'use client'

import { format as formatDate } from 'date-fns'
import { Save } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'

import { failureMessage } from '@/lib/dashboard/api-error'
import { COMMON_DATE_FORMATS } from '@/lib/payments/statement-profiles'
import type { StatementMapping } from '@/payload-types'

import { FormField } from '../ui/form-field'
import { SelectField } from '../ui/select-field'
import { draftBinding } from '../ui/draft-binding'
import { SubmitButton } from '../ui/submit-button'
import { TextField } from '../ui/text-field'
import { ColumnField } from './column-field'
import { serverFieldMessages, type FieldMessages } from './field-messages'
import {
  AMOUNT_KIND_LABELS,
  draftProblems,
  EMPTY_DRAFT,
  mappingOfDraft,
  type AmountKind,
  type FormatDraft,
} from './format-draft'
import { COLUMNS_READ_FAILED } from './payment-messages'
import { useSaveStatementFormat, useStatementColumns } from './use-statements'

// The last day of a year shows day and month apart in every format offered.
const EXAMPLE_DAY = new Date(2025, 11, 31)

/** The format's own names: what it is called, and the account it reads. */
const NAMES = [
  ['name', 'Format name', 'Maybank current account'],
  ['account', 'Bank account', 'Maybank 5140 1234 5678'],
] as const

const DATE_FORMAT_OPTIONS = COMMON_DATE_FORMATS.map((pattern) => ({
  value: pattern,
  label: `${pattern} (e.g. ${formatDate(EXAMPLE_DAY, pattern)})`,
}))

const AMOUNT_KIND_OPTIONS = (Object.keys(AMOUNT_KIND_LABELS) as AmountKind[]).map((value) => ({
  value,
  label: AMOUNT_KIND_LABELS[value],
}))

type ColumnName = 'dateColumn' | 'amountColumn' | 'indicatorColumn' | 'payerColumn'

const ROWS_TEXT = /^\d{1,3}$/

type Props = {
  file: File
  onSaved: (format: StatementMapping) => void
}

/**
 * A new bank format, mapped on the header of the statement file chosen: where the header row
 * is, which columns hold the date, description, amount and payer, and how dates are written.
 * Saved under a name and the account it is for, it is used for every later statement.
 */
export const StatementFormatForm = ({ file, onSaved }: Props) => {
  const [draft, setDraft] = useState<FormatDraft>(EMPTY_DRAFT)
  // The header row the admin asked for; until then the server finds it.
  const [rowsAsked, setRowsAsked] = useState<number | undefined>(undefined)
  const [rowsText, setRowsText] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldMessages>({})
  const headingId = useId()
  const header = useStatementColumns(file, rowsAsked)
  const save = useSaveStatementFormat()

  if (!header.data) {
    return header.error ? (
      <p role="alert" className="dash-field__error">
        {failureMessage(header.error, COLUMNS_READ_FAILED)}
      </p>
    ) : (
      <p className="dash-muted">Reading the file’s columns…</p>
    )
  }

  const columns = [...new Set(header.data.columns.filter((column) => column.trim()))]
  const mapping = mappingOfDraft(draft, { skipRows: header.data.skipRows, columns })
  const problems = draftProblems(draft, mapping)
  const change = (changes: Partial<FormatDraft>) =>
    setDraft((current) => ({ ...current, ...changes }))

  const field = draftBinding(draft, errors, change)
  const columnField = (
    name: ColumnName,
    label: string,
    { optional = false }: { optional?: boolean } = {},
  ) => (
    <ColumnField
      label={label}
      required={!optional}
      columns={columns}
      emptyLabel={optional ? 'None' : 'Choose…'}
      {...field(name)}
    />
  )

  const changeRows = (text: string) => {
    setRowsText(text)
    if (ROWS_TEXT.test(text)) setRowsAsked(Number(text))
  }

  const toggleDescription = (column: string, chosen: boolean) =>
    setDraft((current) => ({
      ...current,
      descriptionColumns: chosen
        ? [...current.descriptionColumns, column]
        : current.descriptionColumns.filter((c) => c !== column),
    }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (problems.length > 0) return
    setErrors({})
    save.mutate(
      { name: draft.name.trim(), account: draft.account.trim(), mapping },
      {
        onSuccess: ({ doc }) => onSaved(doc),
        onError: (error) => setErrors(serverFieldMessages(error)),
      },
    )
  }

  return (
    <form className="dash-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-form__title">
        New bank format
      </h3>
      <p className="dash-small dash-muted">
        Say once how this bank’s statements are laid out; later statements of the same account are
        read with the saved format.
      </p>
      <div className="dash-form-grid">
        {NAMES.map(([name, label, placeholder]) => (
          <TextField
            key={name}
            label={label}
            required
            placeholder={placeholder}
            maxLength={80}
            {...field(name)}
          />
        ))}
        <FormField label="Rows above the header">
          {({ inputId }) => (
            <input
              id={inputId}
              type="number"
              min={0}
              max={999}
              step={1}
              value={rowsText ?? String(header.data.skipRows)}
              onChange={(event) => changeRows(event.target.value)}
            />
          )}
        </FormField>
        {columnField('dateColumn', 'Date column')}
        <SelectField
          label="Date format"
          required
          emptyLabel="Choose…"
          options={DATE_FORMAT_OPTIONS}
          {...field('dateFormat')}
        />
        <SelectField
          label="Amount given as"
          options={AMOUNT_KIND_OPTIONS}
          {...field('amountKind')}
        />
        {columnField(
          'amountColumn',
          draft.amountKind === 'credit-column' ? 'Credit column' : 'Amount column',
        )}
        {draft.amountKind === 'amount-with-indicator' &&
          columnField('indicatorColumn', 'DR/CR column')}
        {columnField('payerColumn', 'Payer column (optional)', { optional: true })}
      </div>
      <fieldset className="dash-checkboxes">
        <legend className="field-label">Description columns</legend>
        {columns.map((column) => (
          <label key={column} className="dash-checkbox">
            <input
              type="checkbox"
              checked={mapping.descriptionColumns.includes(column)}
              onChange={(event) => toggleDescription(column, event.target.checked)}
            />
            {column}
          </label>
        ))}
      </fieldset>
      {problems.length > 0 && (
        <ul className="dash-problems" aria-label="Still to choose" data-testid="format-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {errors.mapping && (
        <p role="alert" className="dash-field__error">
          {errors.mapping}
        </p>
      )}
      <SubmitButton
        icon={Save}
        disabled={problems.length > 0 || header.isFetching || save.isPending}
      >
        Save format
      </SubmitButton>
    </form>
  )
}
