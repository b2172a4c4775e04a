'use client'

import { Ban } from 'lucide-react'
import { useState } from 'react'

import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'
import type { Payment, Registration } from '@/payload-types'

import { DataTable, type TableText } from '../ui/data-table'
import { IconButton } from '../ui/icon-button'
import { DocumentLink } from './document-link'
import type { DocumentRow } from './document-rows'
import { KIND_LABELS, methodLabel, SOURCE_LABELS } from './payment-labels'
import { usePayments, useVoidPayment } from './use-registration-payments'
import { voidedRegistration } from './void-answer'
import { VoidPaymentDialog } from './void-payment-dialog'

const PAYMENTS_TABLE: TableText = {
  label: 'Payments',
  columns: ['Date', 'Amount', 'Details', 'Document', 'State'],
  empty: 'No payments recorded yet.',
}

const PaymentDetails = ({ payment }: { payment: Payment }) => (
  <>
    <div>{methodLabel(payment)}</div>
    {payment.bankReference && (
      <div className="dash-small dash-truncate" title={payment.bankReference}>
        Ref. {payment.bankReference}
      </div>
    )}
    <div className="dash-small dash-muted">{SOURCE_LABELS[payment.source]}</div>
    {payment.note && <div className="dash-small dash-clamp">{payment.note}</div>}
  </>
)

const PaymentState = ({ payment }: { payment: Payment }) =>
  payment.voidedAt ? (
    <>
      <div className="dash-strong">Voided</div>
      <div className="dash-small">
        {formatTableDate(payment.voidedAt)}
        {payment.voidReason ? `: ${payment.voidReason}` : ''}
      </div>
    </>
  ) : (
    <span>Counts</span>
  )

type Props = {
  registrationId: number
  documents: ReadonlyMap<number, DocumentRow>
  onUpdated: (registration: Registration) => void
}

export const PaymentsTable = ({ registrationId, documents, onUpdated }: Props) => {
  const payments = usePayments(registrationId)
  const voidPayment = useVoidPayment()
  const [voiding, setVoiding] = useState<Payment | null>(null)
  const docs = payments.data?.docs ?? []
  const voidChosen = (reason: string, failed: (error: unknown) => void) =>
    voiding &&
    voidPayment.mutate(
      { paymentId: voiding.id, reason },
      {
        onSuccess: (answer) => {
          const registration = voidedRegistration(answer, registrationId)
          if (registration) onUpdated(registration)
          setVoiding(null)
        },
        onError: failed,
      },
    )

  return (
    <>
      <DataTable text={PAYMENTS_TABLE} query={payments} rows={docs} rowActions>
        {(payment) => {
          const document = documents.get(payment.id)
          return (
            <tr
              key={payment.id}
              data-payment={payment.id}
              className={payment.voidedAt ? 'dash-voided' : undefined}
            >
              <td className="dash-nowrap dash-voidable">{formatTableDate(payment.paidOn)}</td>
              <td className="dash-voidable">
                <div className="dash-strong dash-nowrap">{formatRinggit(payment.amount)}</div>
                <div className="dash-small">{KIND_LABELS[payment.kind]}</div>
              </td>
              <td className="dash-voidable dash-payment-details">
                <PaymentDetails payment={payment} />
              </td>
              <td>{document ? <DocumentLink document={document} /> : '—'}</td>
              <td className="dash-payment-state">
                <PaymentState payment={payment} />
              </td>
              <td>
                {!payment.voidedAt && (
                  <div className="dash-row-actions">
                    <IconButton
                      label={`Void ${KIND_LABELS[payment.kind].toLowerCase()}`}
                      icon={Ban}
                      tone="danger"
                      disabled={voidPayment.isPending}
                      onClick={() => setVoiding(payment)}
                    />
                  </div>
                )}
              </td>
            </tr>
          )
        }}
      </DataTable>
      <VoidPaymentDialog
        key={voiding?.id ?? 'none'}
        payment={voiding}
        onClose={() => setVoiding(null)}
        onVoid={voidChosen}
        busy={voidPayment.isPending}
      />
    </>
  )
}
