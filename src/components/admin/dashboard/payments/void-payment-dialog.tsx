'use client'

import { useState } from 'react'

import { validate } from '@/lib/validation/field-errors'
import { voidSchema } from '@/lib/validation/payments'
import type { Payment } from '@/payload-types'

import { ConfirmDialog } from '../ui/confirm-dialog'
import { TextAreaField } from '../ui/text-area-field'
import { messagesByField, serverFieldMessages } from './field-messages'
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
export const VoidPaymentDialog = ({ payment, onClose, onVoid, busy }: Props) => {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const close = () => {
    setReason('')
    setError(undefined)
    onClose()
  }
  const confirm = () => {
    const checked = validate(voidSchema, { reason })
    if (!checked.ok) return setError(messagesByField(checked.errors).reason)
    setError(undefined)
    // A reason the server refused is shown here; any other refusal (voided meanwhile, more
    // refunded than paid) is the toast's to tell, and the dialog closes on the list as it is.
    onVoid(checked.data.reason, (failure) => {
      const message = serverFieldMessages(failure).reason
      if (message) setError(message)
      else close()
    })
  }
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => !open && close()}
      wording={voidWording(payment)}
      onConfirm={confirm}
      busy={busy}
    >
      <TextAreaField
        label="Reason for voiding"
        required
        error={error}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={setReason}
      />
    </ConfirmDialog>
  )
}
