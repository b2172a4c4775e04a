'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { Button } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { DangerButton } from './danger-button'

export type Wording = { title: string; description: string; confirmLabel: string }

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  wording: Wording
  onConfirm: () => void
  busy?: boolean
  children?: ReactNode // what must be filled in first (a reason)
}

// Radix focuses its own Cancel element, which Payload's button is not: focus the first field
// the confirmation asks for, else Cancel.
const focusFirst = (event: Event) => {
  const content = event.currentTarget
  if (!(content instanceof HTMLElement)) return
  event.preventDefault()
  content.querySelector<HTMLElement>('textarea, input, select, button')?.focus()
}

// Cancel comes first and takes the focus, so Enter destroys nothing by accident.
export const ConfirmDialog = ({
  open,
  onOpenChange,
  wording,
  onConfirm,
  busy,
  children,
}: Props) => (
  <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="dash-dialog__overlay" />
      <AlertDialog.Content className="dash-dialog dash-dialog--narrow" onOpenAutoFocus={focusFirst}>
        <AlertDialog.Title className="dash-dialog__title">{wording.title}</AlertDialog.Title>
        <AlertDialog.Description className="dash-dialog__description">
          {wording.description}
        </AlertDialog.Description>
        {children}
        <div className="dash-dialog__footer">
          {/* Not Radix's Cancel: Payload's Button prevents the click's default, which Radix
              reads as "do not close". */}
          <Button buttonStyle="secondary" margin={false} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <DangerButton disabled={busy} onClick={onConfirm}>
            {wording.confirmLabel}
          </DangerButton>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  </AlertDialog.Root>
)
