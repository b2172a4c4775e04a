'use client'

import { useSyncExternalStore } from 'react'

import type { BlogLanguage } from '@/lib/blog/language'
import { relativePublishedDate } from '@/lib/blog/relative-date'

type Props = {
  value: string | null
  lang: BlogLanguage
  serverText: string // computed when the (cached) page was rendered
  calendarDate: string | null // in Malaysia, shown on hover
}

const everyMinute = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000)
  return () => window.clearInterval(timer)
}

// The page is cached, so the server's text can be hours old: hydration keeps it (no mismatch),
// then React re-renders with the visitor's clock.
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
