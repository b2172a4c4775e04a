'use client'

import { X } from 'lucide-react'

import { DataTable } from '../ui/data-table'
import { IconButton } from '../ui/icon-button'
import type { LineShare } from './line-shares'

/** The registrations a bank line is assigned to, each with its amount to edit or removed. */
export const LineSharesTable = ({
  shares,
  onAmount,
  onRemove,
}: {
  shares: LineShare[]
  onAmount: (registrationId: number, amount: string) => void
  onRemove: (registrationId: number) => void
}) => (
  <DataTable
    label="Registrations paid by this line"
    columns={['Registration', 'Amount (RM)']}
    withRowActions
    isEmpty={shares.length === 0}
    emptyText="No registration added yet."
  >
    {shares.map((share) => (
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
    ))}
  </DataTable>
)
