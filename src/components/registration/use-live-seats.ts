'use client'

import { useEffect, useState } from 'react'

/**
 * Seats left as the page was rendered, then as the server says now: the page may come from
 * a cache up to a minute old, and seats go fast near the end.
 */
export const useLiveSeats = (renderedRemaining: number) => {
  const [remaining, setRemaining] = useState(renderedRemaining)
  useEffect(() => {
    const controller = new AbortController()
    fetch('/api/workshop/seats', { signal: controller.signal, credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((seats: { remaining?: number } | null) => {
        if (typeof seats?.remaining === 'number') setRemaining(seats.remaining)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  return [remaining, setRemaining] as const
}
