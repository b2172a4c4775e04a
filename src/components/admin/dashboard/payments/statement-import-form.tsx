'use client'

import { FileUp } from 'lucide-react'
import { useRef, useState, type FormEvent } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'
import type { StatementMapping } from '@/payload-types'

import { FileField } from '../ui/file-field'
import { FilterSelect } from '../ui/list-toolbar'
import { SubmitButton } from '../ui/submit-button'
import { ImportSummary } from './import-summary'
import { StatementFormatForm } from './statement-format-form'
import { useImportStatement, useStatementFormats } from './use-statements'

const NEW_FORMAT = 'new'

// What the reader reads: text exports under any of their usual names, and Excel workbooks.
const STATEMENT_FILE_TYPES = [
  '.csv',
  '.txt',
  '.tsv',
  '.xlsx',
  'text/csv',
  'text/plain',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',')

const formatOptions = (formats: StatementMapping[]) => [
  ...formats.map((format) => ({
    value: String(format.id),
    label: `${format.name} (${format.account})`,
  })),
  { value: NEW_FORMAT, label: 'New format…' },
]

export const StatementImportForm = () => {
  const formats = useStatementFormats()
  const importStatement = useImportStatement()
  const [file, setFile] = useState<File | null>(null)
  const [chosenFormat, setChosenFormat] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const hydrated = useHydrated()

  const saved = formats.data?.docs ?? []
  const format = chosenFormat ?? (saved[0] ? String(saved[0].id) : NEW_FORMAT)

  const chooseFile = (chosen: File | null) => {
    importStatement.reset()
    setFile(chosen)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!file || format === NEW_FORMAT) return
    importStatement.mutate(
      { file, format: Number(format) },
      {
        onSuccess: () => {
          setFile(null)
          if (fileInput.current) fileInput.current.value = ''
        },
      },
    )
  }

  return (
    <div className="dash-statement-import">
      <form className="dash-toolbar" onSubmit={submit} noValidate aria-label="Import a statement">
        <FileField
          label="Statement file (CSV or Excel)"
          accept={STATEMENT_FILE_TYPES}
          inputRef={fileInput}
          onChoose={chooseFile}
        />
        <FilterSelect
          label="Bank format"
          value={format}
          options={formatOptions(saved)}
          onChange={setChosenFormat}
        />
        <SubmitButton
          icon={FileUp}
          disabled={!hydrated || !file || format === NEW_FORMAT || importStatement.isPending}
        >
          {importStatement.isPending ? 'Importing…' : 'Import statement'}
        </SubmitButton>
      </form>
      {format === NEW_FORMAT &&
        (file ? (
          // Keyed by file: another file starts a fresh mapping on its own columns.
          <StatementFormatForm
            key={`${file.name}:${file.size}:${file.lastModified}`}
            file={file}
            onSaved={(created) => setChosenFormat(String(created.id))}
          />
        ) : (
          <p className="dash-small dash-muted">
            Choose a statement file of the new bank: its columns are read to set up the format.
          </p>
        ))}
      {importStatement.data && <ImportSummary summary={importStatement.data} />}
    </div>
  )
}
