'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { NAV_LINKS, isActiveLink } from '@/lib/navigation'

const linkClass = (active: boolean) =>
  `nav-link ${active ? 'bg-navy-900 text-white' : 'nav-link-idle'}`

/**
 * Below 1024 px the menu is a popover the button opens by itself (`popovertarget`), so it works
 * before and without scripts; the scripts keep the button's label and state in step with it.
 */
export function MainNav() {
  const pathname = usePathname()
  const menuId = useId()
  const menu = useRef<HTMLElement>(null)
  const [open, setOpen] = useState<boolean | null>(null)

  useEffect(() => {
    const element = menu.current
    if (!element) return
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    element.addEventListener('toggle', onToggle)
    setOpen(element.matches(':popover-open'))
    return () => element.removeEventListener('toggle', onToggle)
  }, [])

  useEffect(() => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover()
  }, [pathname])

  // A link followed within the page leaves the menu open until the route changes: close it.
  const closeMenu = (event: React.MouseEvent<HTMLAnchorElement>) =>
    event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover()

  const links = (onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void) =>
    NAV_LINKS.map(({ href, label }) => {
      const active = isActiveLink(href, pathname)
      return (
        <li key={href}>
          <Link
            href={href}
            onClick={onClick}
            aria-current={active ? 'page' : undefined}
            className={linkClass(active)}
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
        popoverTarget={menuId}
        className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 lg:hidden"
        aria-expanded={open ?? undefined}
        aria-label={open ? 'Close menu' : 'Open menu'}
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
        ref={menu}
        id={menuId}
        popover="auto"
        aria-label="Main (mobile)"
        className="fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-full border-0 border-t border-navy-100 bg-white p-0 text-navy-900 shadow-lg lg:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">{links(closeMenu)}</ul>
      </nav>
    </>
  )
}
