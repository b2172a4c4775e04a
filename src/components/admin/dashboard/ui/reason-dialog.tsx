'use client'

import { useState } from 'react'
import type { $ZodType } from 'zod/v4/core'

import { validate } from '@/lib/validation/field-errors'

import { messagesByField, serverFieldMessages } from '../payments/field-messages'
import { ConfirmDialog, type Wording } from './confirm-dialog'
import { TextAreaField } from './text-area-field'

type Props = {
  open: boolean
  wording: Wording
  label: string
  schema: $ZodType<{ reason: string }>
  onClose: () => void
  /** Goes ahead with the reason given, then calls `done`, or `failed` when the server refuses. */
  onConfirm: (
    reason: string,
    answer: { done: () => void; failed: (error: unknown) => void },
  ) => void
  busy: boolean
}

// A reason the server still refuses shows under the field; any other refusal is the toast's to
// tell, and the dialog closes.
export const ReasonDialog = ({ open, wording, label, schema, onClose, onConfirm, busy }: Props) => {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const close = () => {
    setReason('')
    setError(undefined)
    onClose()
  }
  const confirm = () => {
    const checked = validate(schema, { reason })
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
