'use client'

import { useState, type ReactNode } from 'react'

/**
 * A built-in sample with no link yet. The spec has such a click only log; the visitor also
 * reads the editors' note in the card (announced politely), so the card never looks broken.
 * Kept to plain state: the home page ships no toast code for this.
 */
export function SampleVideoButton({
  title,
  message,
  className,
  children,
}: {
  title: string
  message: string
  className: string
  children: ReactNode
}) {
  const [clicked, setClicked] = useState(false)
  return (
    <div className="flex h-full flex-col">
      <button
        type="button"
        className={`${className} w-full flex-1 text-left`}
        onClick={() => {
          console.info(`Free video "${title}" has no video path yet`)
          setClicked(true)
        }}
      >
        {children}
      </button>
      <p role="status" className="mt-2 min-h-0 text-sm text-slate-700">
        {clicked ? message : ''}
      </p>
    </div>
  )
}
