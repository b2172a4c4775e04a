'use client'

import { useEffect } from 'react'

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

// Wraps Tab inside the dialog, which the lightbox does not (it only makes the page inert): beyond
// it, in the browser's own controls, Escape and the arrow keys no longer reach the dialog.
export const useTabWrap = (active: boolean, dialogSelector: string) => {
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const dialog = document.querySelector<HTMLElement>(dialogSelector)
      if (!dialog) return
      const controls = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.offsetParent !== null,
      )
      if (!controls.length) return
      const first = controls[0]
      const last = controls[controls.length - 1]
      const current = document.activeElement
      const inside = current instanceof HTMLElement && dialog.contains(current)
      if (event.shiftKey && (!inside || current === first || !controls.includes(current))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (!inside || current === last || !controls.includes(current))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [active, dialogSelector])
}
