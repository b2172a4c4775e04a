'use client'

import { useLayoutEffect, useRef } from 'react'

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * Controls can be used before hydration, and React keeps such a value on screen but not in state
 * (a search would not run, a form would say "required"). Hands the shown value to `adopt` once.
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
