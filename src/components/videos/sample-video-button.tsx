'use client'

import { useState } from 'react'

import { useHydrated } from '../ui/use-hydrated'

/**
 * The spec has this click only log; the editors' note under it keeps the card from looking
 * broken. Plain state, so the home page ships no toast code; disabled until hydrated.
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
