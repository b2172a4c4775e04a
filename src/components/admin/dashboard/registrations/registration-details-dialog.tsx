'use client'

import { formatExportDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'
import type { Registration } from '@/payload-types'

import { RegistrationPayments } from '../payments/registration-payments'
import { DetailList } from '../ui/detail-list'
import { Dialog } from '../ui/dialog'
import { StatusPill } from '../ui/status-pill'
import { statusLabel, statusTone } from './registration-status'

const money = (amount: number | null | undefined) =>
  typeof amount === 'number' ? formatRinggit(amount) : null

type Props = {
  registration: Registration | null
  /** The edition as the panel names it. */
  editionName: string | null
  /** The registration as stored after a payment changed it (it may have left the list). */
  onUpdated: (registration: Registration) => void
  onClose: () => void
}

/** Everything about one registration, with its participants listed and its payment. */
export const RegistrationDetailsDialog = ({
  registration,
  editionName,
  onUpdated,
  onClose,
}: Props) => (
  <Dialog
    open={registration !== null}
    onOpenChange={(open) => !open && onClose()}
    title={registration ? `Registration ${registration.reference ?? registration.id}` : ''}
    wide
  >
    {registration && (
      <>
        <DetailList
          items={[
            [
              'Status',
              <StatusPill key="status" tone={statusTone(registration)}>
                {statusLabel(registration)}
              </StatusPill>,
            ],
            ['Submitted', formatExportDate(registration.createdAt)],
            ['Program', registration.programName],
            ['Edition', editionName],
            ['Organization', registration.organization],
            ['Address', registration.address],
            ['Contact name', registration.contactName],
            ['E-mail', registration.contactEmail],
            ['Phone', registration.contactPhone],
            ['Participants', registration.participantCount],
            ['Rate per person', money(registration.ratePerPerson)],
            ['Total amount', money(registration.totalAmount)],
            ['Early-bird discount', registration.earlyBirdApplied ? 'Applied' : 'No'],
            ['Notes', registration.notes],
          ]}
        />
        <h3 className="dash-dialog__subtitle">Participants</h3>
        <ol className="dash-participants" aria-label="Participants">
          {(registration.participants ?? []).map((participant) => (
            <li key={participant.id ?? participant.no}>{participant.name}</li>
          ))}
        </ol>
        {/* Keyed by registration, so its form starts from that registration's figures. */}
        <RegistrationPayments
          key={registration.id}
          registration={registration}
          onUpdated={onUpdated}
        />
      </>
    )}
  </Dialog>
)
