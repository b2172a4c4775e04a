'use client'

import { Eye } from 'lucide-react'

import {
  editionLabel,
  type EditionFigures,
  type EditionsOverview,
} from '@/lib/dashboard/edition-figures'
import type { RegistrationFilters } from '@/lib/dashboard/list-query'
import { formatTableDate } from '@/lib/export-headers'
import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '@/lib/payments/payment-states'
import { formatRinggit } from '@/lib/pricing'
import { REGISTRATION_STATUS_LABELS, REGISTRATION_STATUSES } from '@/lib/registration-status'

import { PaymentStatePill } from '../payments/payment-state-pill'
import { SlipToCheckPill } from '../payments/slip-to-check-pill'
import { DataTable, type TableText } from '../ui/data-table'
import { DateOrderSelect } from '../ui/date-order-select'
import { EmailLink } from '../ui/email-link'
import { ExportButton } from '../ui/export-button'
import { IconButton } from '../ui/icon-button'
import { FilterSelect, SearchBox } from '../ui/list-toolbar'
import { Section } from '../ui/section'
import { SmallButton } from '../ui/small-button'
import { StatusPill } from '../ui/status-pill'
import { TablePager } from '../ui/table-pager'
import { useListControls, useListFilters } from '../ui/use-list-controls'
import { useOpenedRow } from '../ui/use-opened-row'
import { EditionSeatsTable } from './edition-seats-table'
import { RegistrationDetailsDialog } from './registration-details-dialog'
import { SeatsSummary } from './seats-summary'
import { statusLabel, statusOf, statusTone } from './registration-status'
import { useEditions, useRegistrationPage, useSetRegistrationStatus } from './use-registrations'

const PROGRAM_REGISTRATIONS_TABLE: TableText = {
  label: 'Program registrations',
  columns: ['Date', 'Organization', 'Participants', 'Amount', 'Payment', 'Status'],
  empty: 'No registrations found.',
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...REGISTRATION_STATUSES.map((value) => ({ value, label: REGISTRATION_STATUS_LABELS[value] })),
]

const PAYMENT_OPTIONS = [
  { value: 'all', label: 'All payments' },
  ...PAYMENT_STATES.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] })),
]

const SLIP_OPTIONS = [
  { value: 'all', label: 'Any' },
  { value: 'waiting', label: 'Slip to check' },
]

// The statuses a row's buttons set; a button is off while the registration already has its status.
const STATUS_ACTIONS = [
  { status: 'confirmed', label: 'Confirm', buttonStyle: 'primary' },
  { status: 'pending', label: 'Pending', buttonStyle: 'secondary' },
] as const

const money = (amount: number | null | undefined) =>
  typeof amount === 'number' ? formatRinggit(amount) : '—'

const ALL_EDITIONS = 'all'

const editionOptions = (editions: EditionFigures[]) => [
  { value: ALL_EDITIONS, label: 'All editions' },
  ...editions.map((edition) => ({ value: String(edition.id), label: editionLabel(edition) })),
]

export const RegistrationsPanel = ({ initialEditions }: { initialEditions: EditionsOverview }) => {
  const editions = useEditions(initialEditions).data ?? initialEditions
  const { filters, changeFilters, page, setPage, limit, changeLimit } =
    useListControls<RegistrationFilters>({
      search: '',
      status: 'all',
      order: 'newest',
      edition: initialEditions.defaultEdition ?? 'all',
      payment: 'all',
      slip: 'all',
    })
  const list = useRegistrationPage(filters, page, limit)
  const details = useOpenedRow(list.data?.docs)
  const setStatus = useSetRegistrationStatus()
  const { search, order, select } = useListFilters(filters, changeFilters)

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
      actions={<ExportButton list="registrations" filters={filters} />}
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
        <SearchBox label="Search organization, name or e-mail" {...search} />
        <FilterSelect label="Status" options={STATUS_OPTIONS} {...select('status')} />
        <FilterSelect
          label="Payment"
          value={filters.payment ?? 'all'}
          options={PAYMENT_OPTIONS}
          onChange={(payment) =>
            changeFilters({ payment: payment as RegistrationFilters['payment'] })
          }
        />
        <FilterSelect label="Bank slips" options={SLIP_OPTIONS} {...select('slip')} />
        <DateOrderSelect {...order} />
      </div>
      <EditionSeatsTable
        editions={editions.editions}
        selected={filters.edition}
        onSelect={(edition) => changeFilters({ edition })}
      />
      <DataTable
        text={PROGRAM_REGISTRATIONS_TABLE}
        query={list}
        rows={docs}
        rowActions
        stackOnPhone
      >
        {(registration) => {
          const status = statusOf(registration)
          const busy = setStatus.isPending && setStatus.variables?.id === registration.id
          return (
            <tr key={registration.id} data-registration={registration.reference ?? undefined}>
              <td className="dash-nowrap" data-label="Date">
                {formatTableDate(registration.createdAt)}
              </td>
              <td className="dash-registration">
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
              <td data-label="Participants">{registration.participantCount ?? 0}</td>
              <td data-label="Amount">
                <div className="dash-strong dash-nowrap">{money(registration.totalAmount)}</div>
                <div className="dash-small dash-muted">
                  {money(registration.ratePerPerson)} per person
                </div>
              </td>
              <td data-label="Payment">
                <div className="dash-pills">
                  <PaymentStatePill registration={registration} />
                  {registration.slipWaiting && <SlipToCheckPill />}
                </div>
                <div className="dash-small dash-nowrap">
                  {money(registration.amountPaid ?? 0)} paid
                </div>
              </td>
              <td data-label="Status">
                <StatusPill tone={statusTone(registration)}>{statusLabel(registration)}</StatusPill>
              </td>
              <td>
                <div className="dash-row-actions">
                  <IconButton
                    label="View details"
                    icon={Eye}
                    onClick={() => details.open(registration)}
                  />
                  {STATUS_ACTIONS.map((action) => (
                    <SmallButton
                      key={action.status}
                      buttonStyle={action.buttonStyle}
                      disabled={status === action.status || busy}
                      onClick={() =>
                        setStatus.mutate({ id: registration.id, status: action.status })
                      }
                    >
                      {action.label}
                    </SmallButton>
                  ))}
                </div>
              </td>
            </tr>
          )
        }}
      </DataTable>
      <TablePager result={list.data} noun="registrations" onPage={setPage} onLimit={changeLimit} />
      <RegistrationDetailsDialog
        registration={details.opened}
        editionName={details.opened ? labelOf(details.opened.edition) : null}
        onUpdated={details.update}
        onClose={details.close}
      />
    </Section>
  )
}
