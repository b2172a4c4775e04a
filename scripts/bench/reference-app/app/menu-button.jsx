'use client'

import { useState } from 'react'

// The reference page's one control, like the site's menu button: the moment it works is the
// page's "first control" figure (scripts/bench/first-control.ts).
export function MenuButton() {
  const [open, setOpen] = useState(false)
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? 'Close menu' : 'Open menu'}
    </button>
  )
}
