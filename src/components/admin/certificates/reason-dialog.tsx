'use client'

import { useState } from 'react'

import { validate } from '@/lib/validation/field-errors'
import { revokeCertificateSchema as reasonSchema } from '@/lib/validation/certificates'

import { messagesByField, serverFieldMessages } from '../dashboard/payments/field-messages'
import { ConfirmDialog, type Wording } from '../dashboard/ui/confirm-dialog'
import { TextAreaField } from '../dashboard/ui/text-area-field'

type Props = {
  open: boolean
  wording: Wording
  /** The reason field's label: what the reason is for. */
  label: string
  onClose: () => void
  /** Goes ahead with the reason given, then calls `done`, or `failed` when the server refuses. */
  onConfirm: (
    reason: string,
    answer: { done: () => void; failed: (error: unknown) => void },
  ) => void
  busy: boolean
}

/**
 * A confirmation that needs a reason, kept in the audit log (revoking a certificate, waiving
 * payment): checked by the server's own rule before it is sent; a reason the server still
 * refuses is shown under the field, any other refusal is the toast's and the dialog closes.
 */
export const ReasonDialog = ({ open, wording, label, onClose, onConfirm, busy }: Props) => {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const close = () => {
    setReason('')
    setError(undefined)
    onClose()
  }
  const confirm = () => {
    const checked = validate(reasonSchema, { reason })
    if (!checked.ok) return setError(messagesByField(checked.errors).reason)
    setError(undefined)
    onConfirm(checked.data.reason, {
      done: close,
      failed: (failure) => {
        const message = serverFieldMessages(failure).reason
        if (message) setError(message)
        else close()
      },
    })
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && close()}
      wording={wording}
      onConfirm={confirm}
      busy={busy}
    >
      <TextAreaField
        label={label}
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
