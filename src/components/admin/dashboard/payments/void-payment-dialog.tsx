'use client'

import { voidSchema } from '@/lib/validation/payments'
import type { Payment } from '@/payload-types'

import { ReasonDialog } from '../ui/reason-dialog'
import { voidWording } from './void-wording'

type Props = {
  /** The payment to void; the dialog is open while there is one. */
  payment: Payment | null
  onClose: () => void
  /** Voids it for the reason given; `failed` is called with the error if the server refuses. */
  onVoid: (reason: string, failed: (error: unknown) => void) => void
  busy: boolean
}

/**
 * "Void this payment?" with the reason it is voided, which is required: it stays with the
 * payment and is printed on its cancelled document.
 */
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
