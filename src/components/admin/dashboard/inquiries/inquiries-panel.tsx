'use client'

import { Eye } from 'lucide-react'
import { useCallback, useState } from 'react'

import { DEFAULT_PAGE_SIZE, type InquiryFilters } from '@/lib/dashboard/list-query'
import { formatTableDate } from '@/lib/export-headers'
import { INQUIRIES_FILE } from '@/lib/export/export-columns'
import type { Contact } from '@/payload-types'

import { EmailLink } from '../ui/email-link'
import { ExportButton } from '../ui/export-button'
import { IconButton } from '../ui/icon-button'
import { FilterSelect, SearchBox } from '../ui/list-toolbar'
import { Section } from '../ui/section'
import { StatusPill } from '../ui/status-pill'
import { TablePager } from '../ui/table-pager'
import { TableState } from '../ui/table-state'
import { InquiryDialog } from './inquiry-dialog'
import { useInquiryPage } from './use-inquiries'

const REPLIED_OPTIONS = [
  { value: 'all', label: 'All inquiries' },
  { value: 'pending', label: 'Pending' },
  { value: 'replied', label: 'Replied' },
]

const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
]

const COLUMNS = 6

/** Contact Inquiries (admins): search, filter by replied, read, mark replied, delete, export. */
export const InquiriesPanel = () => {
  const [filters, setFilters] = useState<InquiryFilters>({
    search: '',
    replied: 'all',
    order: 'newest',
  })
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE)
  const [openId, setOpenId] = useState<number | null>(null)
  const [opened, setOpened] = useState<Contact | null>(null)
  const list = useInquiryPage(filters, page, limit)

  const changeFilters = useCallback((change: Partial<InquiryFilters>) => {
    setFilters((current) => ({ ...current, ...change }))
    setPage(1)
  }, [])
  const onSearch = useCallback((search: string) => changeFilters({ search }), [changeFilters])

  const selected = list.data?.docs.find((doc) => doc.id === openId) ?? (openId ? opened : null)
  const docs = list.data?.docs ?? []

  return (
    <Section
      id="inquiries"
      title="Contact Inquiries"
      actions={
        <ExportButton
          endpoint="/api/dashboard/export/inquiries"
          fileName={INQUIRIES_FILE}
          filters={filters}
        />
      }
    >
      <div className="dash-toolbar">
        <SearchBox
          label="Search name, e-mail or organization"
          value={filters.search}
          onSearch={onSearch}
        />
        <FilterSelect
          label="Replied"
          value={filters.replied}
          options={REPLIED_OPTIONS}
          onChange={(replied) => changeFilters({ replied: replied as InquiryFilters['replied'] })}
        />
        <FilterSelect
          label="Date"
          value={filters.order}
          options={ORDER_OPTIONS}
          onChange={(order) => changeFilters({ order: order as InquiryFilters['order'] })}
        />
      </div>
      <div className="table dash-table">
        <table aria-label="Contact inquiries" aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="dash-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <TableState
              columns={COLUMNS}
              isLoading={list.isPending}
              error={list.error}
              isEmpty={docs.length === 0}
              emptyText="No inquiries found."
              onRetry={() => void list.refetch()}
            />
            {docs.map((inquiry) => (
              <tr key={inquiry.id} data-inquiry={inquiry.id}>
                <td className="dash-nowrap">{formatTableDate(inquiry.createdAt)}</td>
                <td>
                  <div className="dash-strong">{inquiry.name}</div>
                  {inquiry.subject && (
                    <div className="dash-small dash-muted">{inquiry.subject}</div>
                  )}
                </td>
                <td>
                  <EmailLink email={inquiry.email} />
                </td>
                <td className="dash-nowrap">{inquiry.phone || 'N/A'}</td>
                <td>
                  <StatusPill tone={inquiry.isReplied ? 'success' : 'warning'}>
                    {inquiry.isReplied ? 'Replied' : 'Pending'}
                  </StatusPill>
                </td>
                <td>
                  <div className="dash-row-actions">
                    <IconButton
                      label="View inquiry"
                      icon={Eye}
                      onClick={() => {
                        setOpenId(inquiry.id)
                        setOpened(inquiry)
                      }}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && (
        <TablePager
          result={list.data}
          noun="inquiries"
          onPage={setPage}
          onLimit={(size) => {
            setLimit(size)
            setPage(1)
          }}
        />
      )}
      <InquiryDialog inquiry={selected} onUpdated={setOpened} onClose={() => setOpenId(null)} />
    </Section>
  )
}
