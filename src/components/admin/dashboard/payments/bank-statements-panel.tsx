'use client'

import { Section } from '../ui/section'
import { OpenLinesTable } from './open-lines-table'
import { StatementImportForm } from './statement-import-form'

export const BankStatementsPanel = () => (
  <Section
    id="bank-statements"
    title="Bank Statements"
    summary={
      <span className="dash-muted">
        Payments by bank transfer: import a statement (CSV or Excel), then decide each line that
        came in.
      </span>
    }
  >
    <StatementImportForm />
    <h3 className="dash-subsection-title">Bank lines</h3>
    <OpenLinesTable />
  </Section>
)
