'use client'

import { format as formatDate } from 'date-fns'
import { Save } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'

import { failureMessage } from '@/lib/dashboard/api-error'
import { COMMON_DATE_FORMATS, mappingProblems } from '@/lib/payments/statement-profiles'
import type { StatementMapping } from '@/payload-types'

import { draftBinding } from '../ui/draft-binding'
import { FormField } from '../ui/form-field'
import { SelectField } from '../ui/select-field'
import { SubmitButton } from '../ui/submit-button'
import { TextField } from '../ui/text-field'
import { useDebouncedValue } from '../ui/use-debounced-value'
import { AmountFields } from './amount-fields'
import { ColumnField } from './column-field'
import { serverFieldMessages, type FieldMessages } from './field-messages'
import {
  draftOfMapping,
  draftProblems,
  EMPTY_DRAFT,
  mappingOfDraft,
  type FormatDraft,
} from './format-draft'
import { COLUMNS_READ_FAILED } from './payment-messages'
import { StatementPreview } from './statement-preview'
import { useSaveStatementFormat, useStatementColumns } from './use-statements'

// The last day of a year shows day and month apart in every format offered.
const EXAMPLE_DAY = new Date(2025, 11, 31)

// Long enough that a word typed in a field sends one preview request, not one a key.
const PREVIEW_DELAY_MS = 400

const NAMES = [
  ['name', 'Format name', 'Maybank current account'],
  ['account', 'Bank account', 'Maybank 5140 1234 5678'],
] as const

const DATE_FORMAT_OPTIONS = COMMON_DATE_FORMATS.map((pattern) => ({
  value: pattern,
  label: `${pattern} (e.g. ${formatDate(EXAMPLE_DAY, pattern)})`,
}))

const DELIMITER_OPTIONS = [
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe (|)' },
]

const ROWS_TEXT = /^\d{1,3}$/

type Props = {
  file: File
  onSaved: (format: StatementMapping) => void
}

/**
 * The server proposes every choice from the file; the admin checks them against a preview of the
 * lines as they will be read (and the rows skipped), and saves the format for later statements.
 */
export const StatementFormatForm = ({ file, onSaved }: Props) => {
  const [draft, setDraft] = useState<FormatDraft>(EMPTY_DRAFT)
  // The header row the admin asked for; until then the server finds it.
  const [rowsAsked, setRowsAsked] = useState<number | undefined>(undefined)
  const [rowsText, setRowsText] = useState<string | null>(null)
  // The header row the draft was filled from: another row brings other columns and a proposal.
  const [filledFrom, setFilledFrom] = useState<number | null>(null)
  const [errors, setErrors] = useState<FieldMessages>({})
  const headingId = useId()
  const header = useStatementColumns(file, rowsAsked)
  const save = useSaveStatementFormat()

  const read = header.data
  const columns = read ? [...new Set(read.columns.filter((column) => column.trim()))] : []
  const mapping = read ? mappingOfDraft(draft, { skipRows: read.skipRows, columns }) : null
  const complete = mapping !== null && mappingProblems(mapping).length === 0
  const settled = useDebouncedValue(complete ? JSON.stringify(mapping) : null, PREVIEW_DELAY_MS)
  const preview = useStatementColumns(file, rowsAsked, settled ? JSON.parse(settled) : null)

  if (read && read.proposal.skipRows !== filledFrom) {
    // Filled in while rendering, so the first form shown is already the proposal.
    setFilledFrom(read.proposal.skipRows)
    setDraft((current) => draftOfMapping(read.proposal.mapping, current))
  }

  if (!read || !mapping) {
    return header.error ? (
      <p role="alert" className="dash-field__error">
        {failureMessage(header.error, COLUMNS_READ_FAILED)}
      </p>
    ) : (
      <p className="dash-muted">Reading the file’s columns…</p>
    )
  }

  const problems = draftProblems(draft, mapping)
  const change = (changes: Partial<FormatDraft>) =>
    setDraft((current) => ({ ...current, ...changes }))
  const field = draftBinding(draft, errors, change)

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

  const shown = complete && settled ? preview.data?.preview : undefined

  return (
    <form className="dash-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-form__title">
        New bank format
      </h3>
      <p className="dash-small dash-muted">
        Say once how this bank’s statements are laid out; later statements of the same account are
        read with the saved format. Every choice below is read from the file: check it against the
        preview.
      </p>
      {read.proposal.notes.length > 0 && (
        <ul className="dash-problems" aria-label="To check" data-testid="format-notes">
          {read.proposal.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
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
              value={rowsText ?? String(read.skipRows)}
              onChange={(event) => changeRows(event.target.value)}
            />
          )}
        </FormField>
        <TextField
          label="Header text"
          hint="A cell of the header row, found by it below any preamble."
          maxLength={80}
          {...field('headerText')}
        />
        <ColumnField
          label="Date column"
          required
          columns={columns}
          emptyLabel="Choose…"
          {...field('dateColumn')}
        />
        <SelectField
          label="Date format"
          required
          emptyLabel="Choose…"
          options={DATE_FORMAT_OPTIONS}
          {...field('dateFormat')}
        />
        <AmountFields draft={draft} columns={columns} change={change} />
        <ColumnField
          label="Payer column (optional)"
          columns={columns}
          emptyLabel="None"
          {...field('payerColumn')}
        />
        {read.proposal.file.kind === 'csv' && (
          <SelectField
            label="Separator"
            emptyLabel="Found from each file"
            options={DELIMITER_OPTIONS}
            {...field('delimiter')}
          />
        )}
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
      <h4 className="dash-subsection-title">Preview</h4>
      {shown ? (
        <StatementPreview
          preview={shown}
          busy={preview.isFetching || settled !== JSON.stringify(mapping)}
        />
      ) : (
        <p className="dash-small dash-muted">
          {complete
            ? 'Reading the file with this format…'
            : 'The preview shows once every column is chosen.'}
        </p>
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
