'use client'

import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False in the server's HTML and until React has hydrated, true after. A control that only
 * works with the page's scripts (print, share, a carousel's arrows) shows as unavailable
 * until then, rather than taking a press and doing nothing.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
