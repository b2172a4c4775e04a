'use client'

import { Eye } from 'lucide-react'

import type { InquiryFilters } from '@/lib/dashboard/list-query'
import { formatTableDate } from '@/lib/export-headers'

import { DataTable, type TableText } from '../ui/data-table'
import { DateOrderSelect } from '../ui/date-order-select'
import { EmailLink } from '../ui/email-link'
import { ExportButton } from '../ui/export-button'
import { IconButton } from '../ui/icon-button'
import { FilterSelect, SearchBox } from '../ui/list-toolbar'
import { Section } from '../ui/section'
import { StatusPill } from '../ui/status-pill'
import { TablePager } from '../ui/table-pager'
import { useListControls, useListFilters } from '../ui/use-list-controls'
import { useOpenedRow } from '../ui/use-opened-row'
import { InquiryDialog } from './inquiry-dialog'
import { useInquiryPage } from './use-inquiries'

const CONTACT_INQUIRIES_TABLE: TableText = {
  label: 'Contact inquiries',
  columns: ['Date', 'Name', 'E-mail', 'Phone', 'Status'],
  empty: 'No inquiries found.',
}

const REPLIED_OPTIONS = [
  { value: 'all', label: 'All inquiries' },
  { value: 'pending', label: 'Pending' },
  { value: 'replied', label: 'Replied' },
]

/** Contact Inquiries (admins): search, filter by replied, read, mark replied, delete, export. */
export const InquiriesPanel = () => {
  const { filters, changeFilters, page, setPage, limit, changeLimit } =
    useListControls<InquiryFilters>({ search: '', replied: 'all', order: 'newest' })
  const list = useInquiryPage(filters, page, limit)
  const details = useOpenedRow(list.data?.docs)
  const { search, order, select } = useListFilters(filters, changeFilters)

  const docs = list.data?.docs ?? []

  return (
    <Section
      id="inquiries"
      title="Contact Inquiries"
      actions={<ExportButton list="inquiries" filters={filters} />}
    >
      <div className="dash-toolbar">
        <SearchBox label="Search name, e-mail or organization" {...search} />
        <FilterSelect label="Replied" options={REPLIED_OPTIONS} {...select('replied')} />
        <DateOrderSelect {...order} />
      </div>
      <DataTable text={CONTACT_INQUIRIES_TABLE} query={list} rows={docs} rowActions stackOnPhone>
        {(inquiry) => (
          <tr key={inquiry.id} data-inquiry={inquiry.id}>
            <td className="dash-nowrap" data-label="Date">
              {formatTableDate(inquiry.createdAt)}
            </td>
            <td>
              <div className="dash-strong">{inquiry.name}</div>
              {inquiry.subject && <div className="dash-small dash-muted">{inquiry.subject}</div>}
            </td>
            <td data-label="E-mail">
              <EmailLink email={inquiry.email} />
            </td>
            <td className="dash-nowrap" data-label="Phone">
              {inquiry.phone || 'N/A'}
            </td>
            <td data-label="Status">
              <StatusPill tone={inquiry.isReplied ? 'success' : 'warning'}>
                {inquiry.isReplied ? 'Replied' : 'Pending'}
              </StatusPill>
            </td>
            <td>
              <div className="dash-row-actions">
                <IconButton label="View inquiry" icon={Eye} onClick={() => details.open(inquiry)} />
              </div>
            </td>
          </tr>
        )}
      </DataTable>
      <TablePager result={list.data} noun="inquiries" onPage={setPage} onLimit={changeLimit} />
      <InquiryDialog inquiry={details.opened} onUpdated={details.update} onClose={details.close} />
    </Section>
  )
}
