'use client'

import { useEffect, useRef, useState } from 'react'

import type { DashboardSection } from './dashboard-sections'

/**
 * The last section scrolled up to its scroll margin, the first until then. At the foot, where the
 * last sections cannot scroll that far: the one the address names if in view, else the last.
 */
const useCurrentSection = (ids: string[]) => {
  const [current, setCurrent] = useState<string | null>(null)
  useEffect(() => {
    let frame = 0
    const topOf = (id: string) => {
      const section = document.getElementById(id)
      if (!section) return Infinity
      const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0
      return section.getBoundingClientRect().top - margin
    }
    const update = () => {
      frame = 0
      const reached = ids.filter((id) => topOf(id) <= 1)
      const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
      const named = window.location.hash.slice(1)
      const namedInView = ids.includes(named) && topOf(named) < window.innerHeight
      const atTheEnd = namedInView ? named : ids.at(-1)
      setCurrent((atEnd ? atTheEnd : (reached.at(-1) ?? ids[0])) ?? null)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    window.addEventListener('hashchange', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      window.removeEventListener('hashchange', schedule)
    }
  }, [ids])
  return current
}

const HOLD_OPENED_SECTION_MS = 10_000

// The browser scrolls to a section (`/admin#section`, or a link of the contents) while the panels
// above it may still be loading their rows and pushing it down, so it is brought back whenever
// the page grows, until staff scroll or act themselves.
const holdInView = (section: HTMLElement) => {
  const grown = new ResizeObserver(() => section.scrollIntoView())
  // The dashboard itself: Payload's layout keeps the body's own size fixed.
  grown.observe(section.parentElement ?? document.body)
  const staffActs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const release = () => {
    grown.disconnect()
    clearTimeout(timer)
    for (const event of staffActs) window.removeEventListener(event, release)
  }
  const timer = setTimeout(release, HOLD_OPENED_SECTION_MS)
  // Registered after the tap or key that opened the section, so only the next one releases it.
  for (const event of staffActs) window.addEventListener(event, release, { passive: true })
  return release
}

const useOpenedSectionHeld = () => {
  useEffect(() => {
    let release = () => {}
    const holdNamed = () => {
      release()
      const id = decodeURIComponent(window.location.hash.slice(1))
      const section = id ? document.getElementById(id) : null
      release = section ? holdInView(section) : () => {}
    }
    holdNamed()
    window.addEventListener('hashchange', holdNamed)
    return () => {
      window.removeEventListener('hashchange', holdNamed)
      release()
    }
  }, [])
}

// Plain links, so they work with the keyboard, before the scripts run, and from a bookmark.
export const DashboardContents = ({ sections }: { sections: DashboardSection[] }) => {
  const [ids] = useState(() => sections.map((section) => section.id))
  const current = useCurrentSection(ids)
  useOpenedSectionHeld()
  const list = useRef<HTMLUListElement>(null)
  // On a phone the bar scrolls sideways: the current link is brought into it.
  useEffect(() => {
    const link = list.current?.querySelector('[aria-current]')
    if (!list.current || !link) return
    const shown = list.current.getBoundingClientRect()
    const box = link.getBoundingClientRect()
    if (box.left < shown.left) list.current.scrollLeft -= shown.left - box.left
    else if (box.right > shown.right) list.current.scrollLeft += box.right - shown.right
  }, [current])
  return (
    <nav className="dash-contents" aria-label="Dashboard sections">
      <ul ref={list} className="dash-contents__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="dash-contents__link"
              aria-current={current === section.id ? 'location' : undefined}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
