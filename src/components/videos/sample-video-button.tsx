'use client'

import { useState } from 'react'

import { useHydrated } from '../ui/use-hydrated'

/**
 * "Click to watch" on a built-in sample that has no link yet. The spec has such a click only
 * log; the visitor also reads the editors' note under it (announced politely), so the card
 * never looks broken. Kept to plain state: the home page ships no toast code for this.
 * Disabled until React has hydrated it: a click before then would do nothing at all.
 */
export function SampleVideoButton({
  title,
  label,
  message,
}: {
  title: string
  label: string
  message: string
}) {
  const [clicked, setClicked] = useState(false)
  const hydrated = useHydrated()
  return (
    <>
      <button
        type="button"
        className="text-action"
        aria-label={`${title}: ${label}`}
        disabled={!hydrated}
        onClick={() => {
          console.info(`Free video "${title}" has no video path yet`)
          setClicked(true)
        }}
      >
        {label}
      </button>
      <p role="status" className="mt-1 text-sm text-slate-700">
        {clicked ? message : ''}
      </p>
    </>
  )
}
