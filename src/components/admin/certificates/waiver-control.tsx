'use client'

import type { RegistrationGroup } from '@/lib/certificates/certificate-groups'

import { SmallButton } from '../dashboard/ui/small-button'
import { StatusPill } from '../dashboard/ui/status-pill'
import type { EligibilityRow } from './certificate-api'

type Props = {
  group: RegistrationGroup<EligibilityRow>
  onWaive: () => void
  onWithdraw: () => void
}

/**
 * A registration's payment waiver: offered where someone waits on payment, and shown (with
 * its withdrawal) once given. Paid registrations need neither.
 */
export const WaiverControl = ({ group, onWaive, onWithdraw }: Props) => {
  if (group.paymentWaived) {
    return (
      <span className="dash-row-actions">
        <StatusPill tone="warning">Payment waived</StatusPill>
        <SmallButton buttonStyle="secondary" onClick={onWithdraw}>
          Withdraw waiver
        </SmallButton>
      </span>
    )
  }
  if (!group.unpaid) return null
  return (
    <SmallButton
      buttonStyle="secondary"
      aria-label={`Waive payment: ${group.organization}`}
      onClick={onWaive}
    >
      Waive payment
    </SmallButton>
  )
}
