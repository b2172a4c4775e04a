import type { ComponentProps, ReactNode } from 'react'

import { SectionHeading } from './section-heading'

const TONES = {
  white: 'bg-white',
  mist: 'bg-navy-50',
  navy: 'bg-navy-900 text-white',
} as const

type Props = {
  children: ReactNode
  /** Names the section for assistive technology: the id of its heading. */
  labelledBy?: string
  /** The heading that opens the section and names it; its tone follows the section's. */
  heading?: ComponentProps<typeof SectionHeading> & { id: string }
  tone?: keyof typeof TONES
  className?: string
}

/** A full-width band of the page with the site's content width and vertical rhythm. */
export function Section({ children, labelledBy, heading, tone = 'white', className = '' }: Props) {
  return (
    <section aria-labelledby={heading?.id ?? labelledBy} className={`${TONES[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:py-24 print:px-0 print:py-3">
        {heading ? <SectionHeading tone={tone === 'navy' ? 'dark' : 'light'} {...heading} /> : null}
        {children}
      </div>
    </section>
  )
}
