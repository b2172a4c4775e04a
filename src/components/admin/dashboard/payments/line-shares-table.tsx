'use client'

import { X } from 'lucide-react'

import { DataTable, type TableText } from '../ui/data-table'
import { IconButton } from '../ui/icon-button'
import type { LineShare } from './line-shares'

const REGISTRATIONS_PAID_BY_THIS_LINE_TABLE: TableText = {
  label: 'Registrations paid by this line',
  columns: ['Registration', 'Amount (RM)'],
  empty: 'No registration added yet.',
}

type Props = {
  shares: LineShare[]
  onAmount: (registrationId: number, amount: string) => void
  onRemove: (registrationId: number) => void
}

/** The registrations a bank line is assigned to, each with its amount to edit or removed. */
export const LineSharesTable = ({ shares, onAmount, onRemove }: Props) => (
  <DataTable text={REGISTRATIONS_PAID_BY_THIS_LINE_TABLE} rows={shares} rowActions>
    {(share) => (
      <tr key={share.registrationId}>
        <td>{share.label}</td>
        <td>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className="dash-input dash-amount-input"
            aria-label={`Amount for ${share.reference} (RM)`}
            value={share.amount}
            maxLength={20}
            onChange={(event) => onAmount(share.registrationId, event.target.value)}
          />
        </td>
        <td>
          <IconButton
            label={`Remove ${share.reference}`}
            icon={X}
            onClick={() => onRemove(share.registrationId)}
          />
        </td>
      </tr>
    )}
  </DataTable>
)
