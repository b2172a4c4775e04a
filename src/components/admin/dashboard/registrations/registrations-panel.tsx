'use client'

import { Button } from '@payloadcms/ui'
import { Eye } from 'lucide-react'
import { useCallback, useState } from 'react'

import {
  editionLabel,
  type EditionFigures,
  type EditionsOverview,
} from '@/lib/dashboard/edition-figures'
import {
  DEFAULT_PAGE_SIZE,
  REGISTRATION_STATUSES,
  type RegistrationFilters,
} from '@/lib/dashboard/list-query'
import { formatTableDate } from '@/lib/export-headers'
import { REGISTRATIONS_FILE } from '@/lib/export/export-columns'
import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@/lib/payments/payment-states'
import { formatRinggit } from '@/lib/pricing'
import type { Registration } from '@/payload-types'

import { PaymentStatePill } from '../payments/payment-state-pill'
import { EmailLink } from '../ui/email-link'
import { ExportButton } from '../ui/export-button'
import { IconButton } from '../ui/icon-button'
import { FilterSelect, SearchBox } from '../ui/list-toolbar'
import { Section } from '../ui/section'
import { StatusPill } from '../ui/status-pill'
import { TablePager } from '../ui/table-pager'
import { TableState } from '../ui/table-state'
import { EditionSeatsTable } from './edition-seats-table'
import { RegistrationDetailsDialog } from './registration-details-dialog'
import { SeatsSummary } from './seats-summary'
import { statusLabel, statusOf, statusTone } from './registration-status'
import { useEditions, useRegistrationPage, useSetRegistrationStatus } from './use-registrations'

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
]

const PAYMENT_OPTIONS = [
  { value: 'all', label: 'All payments' },
  ...PAYMENT_STATES.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] })),
]

const ORDER_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
]

const money = (amount: number | null | undefined) =>
  typeof amount === 'number' ? formatRinggit(amount) : '—'

const COLUMNS = 8

const ALL_EDITIONS = 'all'

const editionOptions = (editions: EditionFigures[]) => [
  { value: ALL_EDITIONS, label: 'All editions' },
  ...editions.map((edition) => ({ value: String(edition.id), label: editionLabel(edition) })),
]

/**
 * Program Registrations (admins): one edition's at a time (the next or current one first;
 * past ones and all of them a choice away), searched, filtered, paged, confirmed, exported.
 */
export const RegistrationsPanel = ({ initialEditions }: { initialEditions: EditionsOverview }) => {
  const editions = useEditions(initialEditions).data ?? initialEditions
  const [filters, setFilters] = useState<RegistrationFilters>({
    search: '',
    status: 'all',
    order: 'newest',
    edition: initialEditions.defaultEdition ?? 'all',
    payment: 'all',
  })
  const [page, setPage] = useState(1)
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE)
  const [openId, setOpenId] = useState<number | null>(null)
  const [opened, setOpened] = useState<Registration | null>(null)
  const list = useRegistrationPage(filters, page, limit)
  const setStatus = useSetRegistrationStatus()

  const changeFilters = useCallback((change: Partial<RegistrationFilters>) => {
    setFilters((current) => ({ ...current, ...change }))
    setPage(1)
  }, [])
  const onSearch = useCallback((search: string) => changeFilters({ search }), [changeFilters])

  // The dialog follows the list after a change; a row filtered away keeps its last known state.
  const selected = list.data?.docs.find((doc) => doc.id === openId) ?? (openId ? opened : null)
  const docs = list.data?.docs ?? []
  const shown = editions.editions.filter(
    (edition) => filters.edition === 'all' || edition.id === filters.edition,
  )
  const labelOf = (id: unknown) => {
    const edition = editions.editions.find((candidate) => candidate.id === id)
    return edition ? editionLabel(edition) : null
  }

  return (
    <Section
      id="registrations"
      title="Program Registrations"
      summary={<SeatsSummary editions={shown} />}
      actions={
        <ExportButton
          endpoint="/api/dashboard/export/registrations"
          fileName={REGISTRATIONS_FILE}
          filters={filters}
        />
      }
    >
      <div className="dash-toolbar">
        <FilterSelect
          label="Edition"
          value={String(filters.edition)}
          options={editionOptions(editions.editions)}
          onChange={(edition) =>
            changeFilters({ edition: edition === ALL_EDITIONS ? 'all' : Number(edition) })
          }
        />
        <SearchBox
          label="Search organization, name or e-mail"
          value={filters.search}
          onSearch={onSearch}
        />
        <FilterSelect
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => changeFilters({ status: status as RegistrationFilters['status'] })}
        />
        <FilterSelect
          label="Payment"
          value={filters.payment ?? 'all'}
          options={PAYMENT_OPTIONS}
          onChange={(payment) =>
            changeFilters({ payment: payment as RegistrationFilters['payment'] })
          }
        />
        <FilterSelect
          label="Date"
          value={filters.order}
          options={ORDER_OPTIONS}
          onChange={(order) => changeFilters({ order: order as RegistrationFilters['order'] })}
        />
      </div>
      <EditionSeatsTable
        editions={editions.editions}
        selected={filters.edition}
        onSelect={(edition) => changeFilters({ edition })}
      />
      <div className="table dash-table">
        <table aria-label="Program registrations" aria-busy={list.isFetching}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Organization</th>
              <th scope="col">Participants</th>
              <th scope="col">Amount</th>
              <th scope="col">Paid</th>
              <th scope="col">Payment</th>
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
              emptyText="No registrations found."
              onRetry={() => void list.refetch()}
            />
            {docs.map((registration) => {
              const status = statusOf(registration)
              const busy = setStatus.isPending && setStatus.variables?.id === registration.id
              return (
                <tr key={registration.id} data-registration={registration.reference ?? undefined}>
                  <td className="dash-nowrap">{formatTableDate(registration.createdAt)}</td>
                  <td>
                    <div className="dash-strong">{registration.organization}</div>
                    <div className="dash-small">
                      <span className="dash-muted">{registration.reference}</span>
                    </div>
                    {filters.edition === 'all' && (
                      <div className="dash-small dash-muted" data-testid="registration-edition">
                        {labelOf(registration.edition)}
                      </div>
                    )}
                    <div className="dash-small">{registration.contactName}</div>
                    <div className="dash-small">
                      <EmailLink email={registration.contactEmail} />
                    </div>
                    <div className="dash-small">{registration.contactPhone}</div>
                  </td>
                  <td>{registration.participantCount ?? 0}</td>
                  <td className="dash-nowrap">
                    <div className="dash-strong">{money(registration.totalAmount)}</div>
                    <div className="dash-small dash-muted">
                      {money(registration.ratePerPerson)} per person
                    </div>
                  </td>
                  <td className="dash-nowrap">{money(registration.amountPaid ?? 0)}</td>
                  <td>
                    <PaymentStatePill registration={registration} />
                  </td>
                  <td>
                    <StatusPill tone={statusTone(registration)}>
                      {statusLabel(registration)}
                    </StatusPill>
                  </td>
                  <td>
                    <div className="dash-row-actions">
                      <IconButton
                        label="View details"
                        icon={Eye}
                        onClick={() => {
                          setOpenId(registration.id)
                          setOpened(registration)
                        }}
                      />
                      <Button
                        buttonStyle="primary"
                        size="small"
                        margin={false}
                        disabled={status === 'confirmed' || busy}
                        onClick={() =>
                          setStatus.mutate({ id: registration.id, status: 'confirmed' })
                        }
                      >
                        Confirm
                      </Button>
                      <Button
                        buttonStyle="secondary"
                        size="small"
                        margin={false}
                        disabled={status === 'pending' || busy}
                        onClick={() => setStatus.mutate({ id: registration.id, status: 'pending' })}
                      >
                        Pending
                      </Button>
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {list.data && (
        <TablePager
          result={list.data}
          noun="registrations"
          onPage={setPage}
          onLimit={(size) => {
            setLimit(size)
            setPage(1)
          }}
        />
      )}
      <RegistrationDetailsDialog
        registration={selected}
        editionName={selected ? labelOf(selected.edition) : null}
        onUpdated={setOpened}
        onClose={() => setOpenId(null)}
      />
    </Section>
  )
}
