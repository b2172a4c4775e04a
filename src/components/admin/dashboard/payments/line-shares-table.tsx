'use client'

import { X } from 'lucide-react'

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
  <div className="table dash-table">
    <table aria-label="Registrations paid by this line">
      <thead>
        <tr>
          <th scope="col">Registration</th>
          <th scope="col">Amount (RM)</th>
          <th scope="col">
            <span className="dash-visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {shares.length === 0 && (
          <tr className="dash-table__state-row">
            <td colSpan={3} className="dash-table__state">
              No registration added yet.
            </td>
          </tr>
        )}
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
      </tbody>
    </table>
  </div>
)
