'use client'

import { voidSchema } from '@/lib/validation/payments'
import type { Payment } from '@/payload-types'

import { ReasonDialog } from '../ui/reason-dialog'
import { voidWording } from './void-wording'

type Props = {
  payment: Payment | null // open while there is one
  onClose: () => void
  onVoid: (reason: string, failed: (error: unknown) => void) => void
  busy: boolean
}

// The reason is required: it stays with the payment and is printed on its cancelled document.
export const VoidPaymentDialog = ({ payment, onClose, onVoid, busy }: Props) => (
  <ReasonDialog
    open={payment !== null}
    wording={voidWording(payment)}
    label="Reason for voiding"
    schema={voidSchema}
    onClose={onClose}
    onConfirm={(reason, { failed }) => onVoid(reason, failed)}
    busy={busy}
  />
)
