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
    <section
      aria-labelledby={heading?.id ?? labelledBy}
      className={className ? `${TONES[tone]} ${className}` : TONES[tone]}
    >
      <div className="section-body">
        {heading ? <SectionHeading tone={tone === 'navy' ? 'dark' : 'light'} {...heading} /> : null}
        {children}
      </div>
    </section>
  )
}
