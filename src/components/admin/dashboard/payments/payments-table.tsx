'use client'

import { Ban } from 'lucide-react'

import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'
import type { Payment, Registration } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { DataTable, type TableText } from '../ui/data-table'
import { IconButton } from '../ui/icon-button'
import { useChosenRow } from '../ui/use-chosen-row'
import { usePayments, useVoidPayment } from './use-registration-payments'

const PAYMENTS_TABLE: TableText = {
  label: 'Payments',
  columns: ['Date', 'Kind', 'Amount', 'Source', 'Note'],
  empty: 'No payments recorded yet.',
}

const KIND_LABELS: Record<Payment['kind'], string> = { payment: 'Payment', refund: 'Refund' }

const SOURCE_LABELS: Record<Payment['source'], string> = {
  'bank-line': 'Bank statement',
  slip: 'Bank slip',
  manual: 'Entered by hand',
}

const voidWording = (payment: Payment | null) => ({
  title: 'Void this payment?',
  confirmLabel: 'Void payment',
  description: payment
    ? `The ${KIND_LABELS[payment.kind].toLowerCase()} of ${formatRinggit(payment.amount)} on ` +
      `${formatTableDate(payment.paidOn)} will no longer count towards this registration. ` +
      'The record stays, marked as voided.'
    : '',
})

type Props = {
  registrationId: number
  /** The registration as it stands after a payment was voided. */
  onUpdated: (registration: Registration) => void
}

/**
 * The payments and refunds recorded for one registration. A voided one stays listed, struck
 * through and saying so; one still counting can be voided after a confirmation.
 */
export const PaymentsTable = ({ registrationId, onUpdated }: Props) => {
  const payments = usePayments(registrationId)
  const voidPayment = useVoidPayment()
  const [voiding, setVoiding, voidDialog] = useChosenRow<Payment>(voidWording)
  const docs = payments.data?.docs ?? []
  const voidChosen = () =>
    voiding &&
    voidPayment.mutate(voiding.id, {
      onSuccess: ({ doc }) => onUpdated(doc),
      onSettled: () => setVoiding(null),
    })

  return (
    <>
      <DataTable text={PAYMENTS_TABLE} query={payments} rows={docs} rowActions>
        {(payment) => (
          <tr
            key={payment.id}
            data-payment={payment.id}
            className={payment.voidedAt ? 'dash-voided' : undefined}
          >
            <td className="dash-nowrap">{formatTableDate(payment.paidOn)}</td>
            <td>{KIND_LABELS[payment.kind]}</td>
            <td className="dash-nowrap">{formatRinggit(payment.amount)}</td>
            <td>{SOURCE_LABELS[payment.source]}</td>
            <td>{payment.note || '—'}</td>
            <td>
              {payment.voidedAt ? (
                <span className="dash-small dash-muted">voided</span>
              ) : (
                <div className="dash-row-actions">
                  <IconButton
                    label="Void payment"
                    icon={Ban}
                    tone="danger"
                    disabled={voidPayment.isPending}
                    onClick={() => setVoiding(payment)}
                  />
                </div>
              )}
            </td>
          </tr>
        )}
      </DataTable>
      <ConfirmDialog {...voidDialog} busy={voidPayment.isPending} onConfirm={voidChosen} />
    </>
  )
}
