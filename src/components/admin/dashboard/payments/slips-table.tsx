'use client'

import { formatTableDate } from '@/lib/export-headers'
import type { PaymentSlip } from '@/payload-types'

import { DataTable, type TableText } from '../ui/data-table'
import { SmallButton } from '../ui/small-button'
import { usePaymentSlips } from './use-registration-payments'

const BANK_SLIPS_TABLE: TableText = {
  label: 'Bank slips',
  columns: ['Uploaded', 'File'],
  empty: 'No bank slips uploaded.',
}

/** A new tab keeps the registration's dialog open. */
export const slipFileUrl = (slip: Pick<PaymentSlip, 'filename'>) =>
  `/api/payment-slips/file/${encodeURIComponent(slip.filename ?? '')}`

type Props = {
  registrationId: number
  onRecordFrom: (slip: PaymentSlip) => void
}

export const SlipsTable = ({ registrationId, onRecordFrom }: Props) => {
  const slips = usePaymentSlips(registrationId)
  const docs = slips.data?.docs ?? []
  return (
    <DataTable text={BANK_SLIPS_TABLE} query={slips} rows={docs} rowActions>
      {(slip) => (
        <tr key={slip.id} data-slip={slip.id}>
          <td className="dash-nowrap">{formatTableDate(slip.createdAt)}</td>
          <td>
            <a href={slipFileUrl(slip)} target="_blank" rel="noopener noreferrer">
              View slip
            </a>
            <div className="dash-small dash-muted">{slip.filename}</div>
          </td>
          <td>
            <SmallButton buttonStyle="secondary" onClick={() => onRecordFrom(slip)}>
              Record from this slip
            </SmallButton>
          </td>
        </tr>
      )}
    </DataTable>
  )
}
