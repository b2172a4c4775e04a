'use client'

import { useState } from 'react'

// The reference page's one control, like the site's menu button: the moment it works is the
// page's "first control" figure (scripts/bench/slow-phone.ts). Labelled as the site's is,
// so the benchmark finds both by the same selector.
export function MenuButton() {
  const [open, setOpen] = useState(false)
  const label = open ? 'Close menu' : 'Open menu'
  return (
    <button type="button" aria-expanded={open} aria-label={label} onClick={() => setOpen(!open)}>
      {label}
    </button>
  )
}
