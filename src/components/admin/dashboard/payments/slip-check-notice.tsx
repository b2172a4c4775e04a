'use client'

import { CheckCheck } from 'lucide-react'

import type { Registration } from '@/payload-types'

import { SmallButton } from '../ui/small-button'
import { SlipToCheckPill } from './slip-to-check-pill'
import { useSlipsChecked } from './use-registration-payments'

type Props = {
  registration: Registration
  onUpdated: (registration: Registration) => void
}

// Recording the payment a slip shows clears the marker; a slip with nothing to record (a
// duplicate, a wrong file) is cleared here.
export const SlipCheckNotice = ({ registration, onUpdated }: Props) => {
  const checked = useSlipsChecked()
  if (!registration.slipWaiting) return null
  return (
    <div className="dash-slip-check" data-testid="slip-to-check">
      {/* A block, not a paragraph: the pill is one. */}
      <div className="dash-slip-check__text">
        <SlipToCheckPill /> The payer uploaded a bank slip after the last payment was recorded.
        Record the payment it shows, or mark the slips checked if there is nothing to record.
      </div>
      <SmallButton
        buttonStyle="secondary"
        disabled={checked.isPending}
        icon={<CheckCheck size={16} aria-hidden />}
        iconPosition="left"
        onClick={() => checked.mutate(registration.id, { onSuccess: ({ doc }) => onUpdated(doc) })}
      >
        Mark slips checked
      </SmallButton>
    </div>
  )
}
