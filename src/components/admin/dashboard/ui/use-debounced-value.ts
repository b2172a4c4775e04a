'use client'

import { useEffect, useState } from 'react'

export const useDebouncedValue = <Value>(value: Value, delay: number): Value => {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
