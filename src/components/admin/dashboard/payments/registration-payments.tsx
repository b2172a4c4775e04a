'use client'

import { useId, useState } from 'react'

import { formatTableDate } from '@/lib/export-headers'
import { formatRinggit } from '@/lib/pricing'
import type { OfficialReceipt, PaymentSlip, Registration } from '@/payload-types'

import { DetailList } from '../ui/detail-list'
import { PaymentStatePill } from './payment-state-pill'
import { PaymentsTable } from './payments-table'
import { RecordPaymentForm } from './record-payment-form'
import { SlipsTable } from './slips-table'
import { useOfficialReceipts } from './use-registration-payments'

const PaymentLink = ({ receipt }: { receipt: OfficialReceipt }) => (
  <span data-testid="official-receipt">
    {receipt.number}, issued {formatTableDate(receipt.issuedAt)}.{' '}
    <a href={`/api/dashboard/official-receipts/${receipt.id}/pdf`} download>
      Download receipt (PDF)
    </a>
  </span>
)

type Props = {
  registration: Registration
  /** The registration as it stands after a payment was recorded or voided. */
  onUpdated: (registration: Registration) => void
}

/**
 * A registration's payment: what is due and paid, its official receipt once issued, the
 * payments recorded, the slips the payer uploaded, and a form to record one more.
 */
export const RegistrationPayments = ({ registration, onUpdated }: Props) => {
  const headingId = useId()
  const receipts = useOfficialReceipts(registration.id)
  const [slip, setSlip] = useState<PaymentSlip | null>(null)
  const receipt = receipts.data?.docs[0]
  return (
    <section className="dash-payment" aria-labelledby={headingId}>
      <h3 id={headingId} className="dash-dialog__subtitle">
        Payment
      </h3>
      <DetailList
        items={[
          ['Reference', registration.reference],
          ['Amount due', formatRinggit(registration.totalAmount ?? 0)],
          ['Amount paid', formatRinggit(registration.amountPaid ?? 0)],
          ['Payment state', <PaymentStatePill key="state" registration={registration} />],
          [
            'Official receipt',
            receipt ? <PaymentLink key="receipt" receipt={receipt} /> : 'Not issued yet',
          ],
        ]}
      />
      <h4 className="dash-payment__title">Payments</h4>
      <PaymentsTable registrationId={registration.id} onUpdated={onUpdated} />
      <h4 className="dash-payment__title">Bank slips</h4>
      <SlipsTable registrationId={registration.id} onRecordFrom={setSlip} />
      {/* Starts afresh whenever the amount paid changes: its amount is what is then owed. */}
      <RecordPaymentForm
        key={registration.amountPaid ?? 0}
        registration={registration}
        slip={slip}
        onForgetSlip={() => setSlip(null)}
        onRecorded={onUpdated}
      />
    </section>
  )
}
