'use client'

import type { PersonalDataAnswer } from '@/endpoints/personal-data/findings-response'
import { formatTableDate } from '@/lib/export-headers'

import { DataTable, type TableText } from '../ui/data-table'

const PERSONAL_DATA_FOUND_TABLE: TableText = {
  label: 'Personal data found',
  columns: ['Date', 'Record', 'Details'],
}

type Row = { key: string; date: string; kind: string; detail: string }

const rowsOf = (answer: PersonalDataAnswer): Row[] => [
  ...answer.inquiries.map((inquiry) => ({
    key: `contact-${inquiry.id}`,
    date: inquiry.createdAt,
    kind: 'Inquiry',
    detail: `${inquiry.name} · ${inquiry.email}${inquiry.subject ? ` · ${inquiry.subject}` : ''}`,
  })),
  ...answer.registrations.map((registration) => ({
    key: `registration-${registration.id}`,
    date: registration.createdAt,
    kind: `Registration (${registration.matchedAs.join(' and ')})`,
    detail: `${registration.reference ?? ''} · ${registration.organization} · ${registration.contactName}`,
  })),
  ...answer.emailDeliveries.map((delivery) => ({
    key: `email-${delivery.id}`,
    date: delivery.createdAt,
    kind: 'E-mail',
    detail: `${delivery.subject} → ${delivery.to}`,
  })),
]

/** What the site holds about the person looked up, newest first within each kind. */
export const PersonalDataResults = ({ answer }: { answer: PersonalDataAnswer }) => {
  const rows = rowsOf(answer)
  if (rows.length === 0) {
    return <p className="dash-muted">Nothing is held about this person.</p>
  }
  return (
    <DataTable text={PERSONAL_DATA_FOUND_TABLE} rows={rows}>
      {(row) => (
        <tr key={row.key}>
          <td className="dash-nowrap">{formatTableDate(row.date)}</td>
          <td className="dash-nowrap">{row.kind}</td>
          <td>{row.detail}</td>
        </tr>
      )}
    </DataTable>
  )
}
