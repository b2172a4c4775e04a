'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { Button } from '@payloadcms/ui'
import type { ReactNode } from 'react'

import { DangerButton } from './danger-button'

/** What a confirmation says: its question, what will happen, and its button. */
export type Wording = { title: string; description: string; confirmLabel: string }

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  wording: Wording
  onConfirm: () => void
  busy?: boolean
  /** What the confirmation needs filled in first (a reason), between its text and buttons. */
  children?: ReactNode
}

/**
 * Radix gives the focus to its own Cancel element, which Payload's button is not: the first
 * field or button is focused instead (a field the confirmation asks for, else Cancel).
 */
const focusFirst = (event: Event) => {
  const content = event.currentTarget
  if (!(content instanceof HTMLElement)) return
  event.preventDefault()
  content.querySelector<HTMLElement>('textarea, input, select, button')?.focus()
}

/**
 * Asks before something that cannot be undone (deleting an inquiry or a video). Cancel has
 * the focus first, so Enter does not destroy anything by accident; a field the confirmation
 * asks for comes before it, and has the focus instead.
 */
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
          {/* Not Radix's Cancel around Payload's Button: that button prevents the click's
              default, which Radix reads as "do not close". Being the first button, it gets
              the focus (focusFirst). */}
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
