'use client'

import { useSyncExternalStore } from 'react'

import type { BlogLanguage } from '@/lib/blog/language'
import { relativePublishedDate } from '@/lib/blog/relative-date'

type Props = {
  /** The published date as stored, or null. */
  value: string | null
  lang: BlogLanguage
  /** The text the server computed when it rendered the (cached) page. */
  serverText: string
  /** The calendar date in Malaysia, shown on hover. */
  calendarDate: string | null
}

// Refreshes once a minute while the page stays open.
const everyMinute = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000)
  return () => window.clearInterval(timer)
}

/**
 * '3 days ago'. The page is cached, so the server's text can be hours old: hydration keeps
 * the server's text (the same on both sides, so no hydration mismatch), then React re-renders
 * with the visitor's clock right after.
 */
export function RelativeDate({ value, lang, serverText, calendarDate }: Props) {
  const text = useSyncExternalStore(
    everyMinute,
    () => relativePublishedDate(value, new Date(), lang),
    () => serverText,
  )
  if (!value || !calendarDate) return <span>{text}</span>
  return (
    <time dateTime={value} title={calendarDate}>
      {text}
    </time>
  )
}
