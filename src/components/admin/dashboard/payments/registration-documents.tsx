'use client'

import { FileText } from 'lucide-react'

import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'

import { DataTable, type TableText } from '../ui/data-table'
import { SmallButton } from '../ui/small-button'
import type { TableQuery } from '../ui/table-state'
import { DocumentLink } from './document-link'
import { DOCUMENT_KINDS, documentState, type DocumentRow } from './document-rows'
import { useInvoicePdf } from './use-registration-documents'

const DOCUMENTS_TABLE: TableText = {
  label: 'Documents',
  columns: ['Document', 'Issued', 'Amount', 'State'],
  empty: 'No receipts, refund notes or invoices yet.',
}

type Props = {
  registrationId: number
  rows: readonly DocumentRow[]
  query: TableQuery
}

export const RegistrationDocuments = ({ registrationId, rows, query }: Props) => {
  const invoice = useInvoicePdf()
  return (
    <>
      <div className="dash-payment__heading">
        <h4 className="dash-payment__title">Documents</h4>
        <SmallButton
          buttonStyle="secondary"
          disabled={invoice.isPending}
          onClick={() => invoice.mutate(registrationId)}
          icon={<FileText size={16} aria-hidden />}
          iconPosition="left"
        >
          Invoice (PDF)
        </SmallButton>
      </div>
      <DataTable text={DOCUMENTS_TABLE} query={query} rows={rows}>
        {(document) => (
          <tr key={`${document.collection}-${document.id}`}>
            <td>
              <DocumentLink document={document} withCancellation={false} />
              <div className="dash-small dash-muted">{DOCUMENT_KINDS[document.collection]}</div>
            </td>
            <td className="dash-nowrap">{formatTableDate(document.issuedAt)}</td>
            <td className="dash-nowrap">{formatRinggit(document.amount)}</td>
            <td className="dash-document-state">{documentState(document)}</td>
          </tr>
        )}
      </DataTable>
    </>
  )
}
