'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
  /** Dialogs showing a table or a player get more room. */
  wide?: boolean
}

/** A modal dialog in the admin's look: focus kept inside, Escape or the × button close it. */
export const Dialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  wide,
}: Props) => (
  <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="dash-dialog__overlay" />
      <RadixDialog.Content
        className={`dash-dialog${wide ? ' dash-dialog--wide' : ''}`}
        // Radix warns about a missing description; without one, say so explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="dash-dialog__header">
          <RadixDialog.Title className="dash-dialog__title">{title}</RadixDialog.Title>
          <RadixDialog.Close className="dash-icon-button" aria-label="Close">
            <X size={18} aria-hidden />
          </RadixDialog.Close>
        </div>
        {description && (
          <RadixDialog.Description className="dash-dialog__description">
            {description}
          </RadixDialog.Description>
        )}
        <div className="dash-dialog__body">{children}</div>
        {footer && <div className="dash-dialog__footer">{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  </RadixDialog.Root>
)
