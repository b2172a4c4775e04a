'use client'

import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False in the server's HTML and until React has hydrated, true after. A form's submit button
 * stays disabled until then: a click that came earlier would make the browser submit the form
 * itself, as a GET to the page with every field (names, e-mails, messages) in the address,
 * instead of the validated request the form's code sends.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
