'use client'

import { useEffect, useState } from 'react'

/**
 * Seats left in each edition on offer as the page was rendered, then as the server says now:
 * the page may come from a cache, and seats go fast near the end.
 */
export const useLiveSeats = (rendered: Record<string, number>) => {
  const [remaining, setRemaining] = useState(rendered)
  const slugs = Object.keys(rendered).join(',')
  useEffect(() => {
    const controller = new AbortController()
    for (const slug of slugs.split(',').filter(Boolean)) {
      fetch(`/api/workshop/seats?edition=${encodeURIComponent(slug)}`, {
        signal: controller.signal,
        credentials: 'include',
      })
        .then((response) => (response.ok ? response.json() : null))
        .then((seats: { remaining?: number } | null) => {
          const left = seats?.remaining
          if (typeof left === 'number') setRemaining((current) => ({ ...current, [slug]: left }))
        })
        .catch(() => undefined)
    }
    return () => controller.abort()
  }, [slugs])
  return [remaining, setRemaining] as const
}
