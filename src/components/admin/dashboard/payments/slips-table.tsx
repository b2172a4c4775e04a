'use client'

import { Button } from '@payloadcms/ui'

import { formatTableDate } from '@/lib/export-headers'
import type { PaymentSlip } from '@/payload-types'

import { TableState } from '../ui/table-state'
import { usePaymentSlips } from './use-registration-payments'

const COLUMNS = 3

/** The slip's file, served to admins only; a new tab keeps the registration's dialog open. */
export const slipFileUrl = (slip: Pick<PaymentSlip, 'filename'>) =>
  `/api/payment-slips/file/${encodeURIComponent(slip.filename ?? '')}`

/**
 * The bank slips the payer uploaded. Each opens in a new tab, and its figures can be recorded
 * as a payment that remembers the slip it was read from.
 */
export const SlipsTable = ({
  registrationId,
  onRecordFrom,
}: {
  registrationId: number
  onRecordFrom: (slip: PaymentSlip) => void
}) => {
  const slips = usePaymentSlips(registrationId)
  const docs = slips.data?.docs ?? []
  return (
    <div className="table dash-table">
      <table aria-label="Bank slips" aria-busy={slips.isFetching}>
        <thead>
          <tr>
            <th scope="col">Uploaded</th>
            <th scope="col">File</th>
            <th scope="col">
              <span className="dash-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <TableState
            columns={COLUMNS}
            isLoading={slips.isPending}
            error={slips.error}
            isEmpty={docs.length === 0}
            emptyText="No bank slips uploaded."
            onRetry={() => void slips.refetch()}
          />
          {docs.map((slip) => (
            <tr key={slip.id} data-slip={slip.id}>
              <td className="dash-nowrap">{formatTableDate(slip.createdAt)}</td>
              <td>
                <a href={slipFileUrl(slip)} target="_blank" rel="noopener noreferrer">
                  View slip
                </a>
                <div className="dash-small dash-muted">{slip.filename}</div>
              </td>
              <td>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  onClick={() => onRecordFrom(slip)}
                >
                  Record from this slip
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
