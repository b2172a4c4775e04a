'use client'

import { Download, Printer } from '@/components/ui/icons'

import { buttonClass } from '../ui/button-link'
import { useHydrated } from '../ui/use-hydrated'

// Both open the print dialog (the page prints as an A4 form); unavailable until hydrated.
export function PrintButtons() {
  const ready = useHydrated()
  const className = buttonClass(
    'ghost',
    // Unbroken: a phone too narrow for both side by side puts them one under the other.
    'flex-1 whitespace-nowrap sm:flex-none disabled:cursor-wait disabled:opacity-50',
  )
  return (
    <>
      <button type="button" disabled={!ready} onClick={() => window.print()} className={className}>
        <Download aria-hidden="true" className="size-4" />
        Download as PDF
      </button>
      <button type="button" disabled={!ready} onClick={() => window.print()} className={className}>
        <Printer aria-hidden="true" className="size-4" />
        Print
      </button>
    </>
  )
}
