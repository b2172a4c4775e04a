'use client'

import { useEffect, useState } from 'react'

/**
 * The value as it was once it stopped changing for `delay` ms: a request made from it waits
 * for the admin to finish typing instead of going out on every key.
 */
export const useDebouncedValue = <Value>(value: Value, delay: number): Value => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
