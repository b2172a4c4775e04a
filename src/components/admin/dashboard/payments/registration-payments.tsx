'use client'

import { useId, useMemo, useState } from 'react'

import { formatRinggit } from '@/lib/pricing'
import type { PaymentSlip, Registration } from '@/payload-types'

import { DetailList } from '../ui/detail-list'
import { documentsByPayment } from './document-rows'
import { PaymentStatePill } from './payment-state-pill'
import { PaymentsTable } from './payments-table'
import { RecordPaymentForm } from './record-payment-form'
import { RegistrationDocuments } from './registration-documents'
import { SlipCheckNotice } from './slip-check-notice'
import { SlipsTable } from './slips-table'
import { useRegistrationDocuments } from './use-registration-documents'

type Props = {
  registration: Registration
  onUpdated: (registration: Registration) => void
}

export const RegistrationPayments = ({ registration, onUpdated }: Props) => {
  const headingId = useId()
  const documents = useRegistrationDocuments(registration.id)
  const byPayment = useMemo(() => documentsByPayment(documents.rows), [documents.rows])
  const [slip, setSlip] = useState<PaymentSlip | null>(null)
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
        ]}
      />
      <h4 className="dash-payment__title">Payments</h4>
      <PaymentsTable registrationId={registration.id} documents={byPayment} onUpdated={onUpdated} />
      <RegistrationDocuments
        registrationId={registration.id}
        rows={documents.rows}
        query={documents.query}
      />
      <h4 className="dash-payment__title">Bank slips</h4>
      <SlipCheckNotice registration={registration} onUpdated={onUpdated} />
      <SlipsTable registrationId={registration.id} onRecordFrom={setSlip} />
      <RecordPaymentForm
        registration={registration}
        slip={slip}
        onForgetSlip={() => setSlip(null)}
        onRecorded={onUpdated}
      />
    </section>
  )
}
