'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { NAV_LINKS, isActiveLink } from '@/lib/navigation'

const linkClass = (active: boolean) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    active ? 'bg-navy-900 text-white' : 'text-navy-800 hover:bg-navy-50 hover:text-navy-900'
  }`

/** Desktop bar from 1024 px; below that a toggleable menu that closes on a link click or Escape. */
export function MainNav() {
  const pathname = usePathname()
  // The menu is open for the page it was opened on, so any navigation (a link, back or
  // forward) closes it without extra state to reset.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const links = (onClick?: () => void) =>
    NAV_LINKS.map(({ href, label }) => {
      const active = isActiveLink(href, pathname)
      return (
        <li key={href}>
          <Link
            href={href}
            onClick={onClick}
            aria-current={active ? 'page' : undefined}
            className={`block ${linkClass(active)}`}
          >
            {label}
          </Link>
        </li>
      )
    })

  return (
    <>
      <nav aria-label="Main" className="hidden lg:block">
        <ul className="flex items-center gap-1">{links()}</ul>
      </nav>

      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 lg:hidden"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>

      <nav
        id={menuId}
        aria-label="Main (mobile)"
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-navy-100 bg-white shadow-lg lg:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {links(() => setOpen(false))}
        </ul>
      </nav>
    </>
  )
}
