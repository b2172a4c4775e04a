'use client'

import { useLayoutEffect, useRef } from 'react'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Gives a controlled field what the staff member typed or chose before React hydrated it.
 *
 * The dashboard is rendered on the server, and its controls can be used before the admin's
 * scripts have run. React's hydration keeps such a value on screen but not in the component's
 * state, so a search would not run and a form would say "required" beside a filled-in field.
 * Once, as the control hydrates (before the browser paints), the value it shows is compared
 * with the state's and handed to `adopt` if they differ. Rendered fresh on the client, the two
 * are equal and nothing happens. Put the returned ref on the control.
 */
export const useValueShownBeforeHydration = <Element extends Control>(
  value: string,
  adopt: (shown: string) => void,
) => {
  const ref = useRef<Element>(null)
  useLayoutEffect(() => {
    const shown = ref.current?.value
    if (shown !== undefined && shown !== value) adopt(shown)
    // Once, for the hydration: later renders set the value themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return ref
}
