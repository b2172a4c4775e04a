'use client'

import * as Toast from '@radix-ui/react-toast'
import { useSyncExternalStore } from 'react'

import { X } from '@/components/ui/icons'

import {
  currentToasts,
  dismissToast,
  removeToast,
  serverToasts,
  subscribeToToasts,
} from './toast-store'

// From spec §9. A closed toast is dropped long after it is off screen; the next replaces it.
export const TOAST_DURATION_MS = 5000
const SWIPE_THRESHOLD_PX = 50
const TOAST_REMOVE_DELAY_MS = 1_000_000

const VARIANT_CLASS = {
  default: 'border-navy-100 bg-white text-navy-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const

/** Loaded by the Toaster when the first toast comes. */
export default function ToastList() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts)
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Toast.Root
          key={id}
          open={open}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(isOpen) => {
            if (!isOpen) {
              dismissToast(id)
              window.setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY_MS)
            }
          }}
          data-variant={variant}
          className={`group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-all data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${VARIANT_CLASS[variant]}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{title}</Toast.Title>
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* At the top on a phone: at its foot a toast would cover the form's Submit button. */}
      <Toast.Viewport className="print:hidden fixed top-0 right-0 z-[100] sm:top-auto sm:bottom-0 flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm" />
    </Toast.Provider>
  )
}
