'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { Button } from '@payloadcms/ui'

import { DangerButton } from './danger-button'

/** What a confirmation says: its question, what will happen, and its button. */
export type Wording = { title: string; description: string; confirmLabel: string }

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  wording: Wording
  onConfirm: () => void
  busy?: boolean
}

/**
 * Asks before something that cannot be undone (deleting an inquiry or a video). Cancel has
 * the focus first, so Enter does not destroy anything by accident.
 */
export const ConfirmDialog = ({ open, onOpenChange, wording, onConfirm, busy }: Props) => (
  <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="dash-dialog__overlay" />
      <AlertDialog.Content className="dash-dialog dash-dialog--narrow">
        <AlertDialog.Title className="dash-dialog__title">{wording.title}</AlertDialog.Title>
        <AlertDialog.Description className="dash-dialog__description">
          {wording.description}
        </AlertDialog.Description>
        <div className="dash-dialog__footer">
          {/* Not Radix's Cancel around Payload's Button: that button prevents the click's
              default, which Radix reads as "do not close". Being first, it gets the focus. */}
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
