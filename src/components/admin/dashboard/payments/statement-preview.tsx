'use client'

import { formatTableDate } from '@/lib/export-headers'
import type { StatementPreview as Preview } from '@/lib/payments/statement/preview-statement'
import { formatRinggit } from '@/lib/pricing'

import { DataTable, type TableText } from '../ui/data-table'

const PREVIEW_TABLE: TableText = {
  label: 'Preview of the statement',
  columns: ['Row', 'Date', 'Amount', 'Description', 'Payer'],
  empty: 'No credit line is read with this format.',
}

const SKIPPED_TABLE: TableText = {
  label: 'Skipped rows',
  columns: ['Row', 'Why it is skipped'],
  empty: 'No row is skipped.',
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

type Props = {
  preview: Preview
  busy: boolean // a newer preview is being read
}

// Every skipped row is shown too, so a wrong choice (a debit read as money in, a date read the
// wrong way round) is seen before saving.
export const StatementPreview = ({ preview, busy }: Props) => {
  if (preview.problem) {
    return (
      <p role="alert" className="dash-field__error" data-testid="preview-problem">
        {preview.problem.message}
      </p>
    )
  }
  return (
    <div className="dash-statement-preview" aria-busy={busy} data-testid="statement-preview">
      <p className="dash-small dash-muted" aria-live="polite">
        {`${plural(preview.lineCount, 'credit line')} read` +
          (preview.lineCount > preview.lines.length
            ? `, the first ${preview.lines.length} shown`
            : '') +
          `; ${plural(preview.skipped.length, 'row')} skipped.`}
      </p>
      <h5 className="dash-statement-preview__title">Lines as they will be imported</h5>
      <DataTable text={PREVIEW_TABLE} rows={preview.lines}>
        {(line) => (
          <tr key={line.row}>
            <td>{line.row}</td>
            <td className="dash-nowrap">{formatTableDate(line.date)}</td>
            <td className="dash-nowrap dash-strong">{formatRinggit(line.amountSen / 100)}</td>
            <td className="dash-line-description">{line.description}</td>
            <td>{line.payer || '—'}</td>
          </tr>
        )}
      </DataTable>
      <h5 className="dash-statement-preview__title">Skipped rows, with the reason</h5>
      <DataTable text={SKIPPED_TABLE} rows={preview.skipped}>
        {(skipped) => (
          <tr key={skipped.row}>
            <td>{skipped.row}</td>
            <td>{skipped.reason}</td>
          </tr>
        )}
      </DataTable>
    </div>
  )
}
