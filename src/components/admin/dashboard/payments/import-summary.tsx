'use client'

import type { StatementImportSummary } from '@/server/payments/import-statement'

const count = new Intl.NumberFormat('en-MY')

/** "12 credit lines, 9 new, 3 already imported", then the rows that could not be read. */
export const ImportSummary = ({ summary }: { summary: StatementImportSummary }) => (
  <div className="dash-import-summary" role="status" data-testid="import-summary">
    <p>
      {count.format(summary.creditLines)} credit line{summary.creditLines === 1 ? '' : 's'},{' '}
      {count.format(summary.newLines)} new, {count.format(summary.repeatedLines)} already imported
    </p>
    {summary.skipped.length > 0 && (
      <>
        <p className="dash-strong">Rows skipped</p>
        <ul aria-label="Rows skipped">
          {summary.skipped.map((skipped) => (
            <li key={skipped.row}>
              Row {skipped.row}: {skipped.reason}
            </li>
          ))}
        </ul>
      </>
    )}
  </div>
)
