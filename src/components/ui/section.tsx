import type { ReactNode } from 'react'

const TONES = {
  white: 'bg-white',
  mist: 'bg-navy-50',
  navy: 'bg-navy-900 text-white',
} as const

type Props = {
  children: ReactNode
  /** Names the section for assistive technology: the id of its heading. */
  labelledBy?: string
  tone?: keyof typeof TONES
  className?: string
}

/** A full-width band of the page with the site's content width and vertical rhythm. */
export function Section({ children, labelledBy, tone = 'white', className = '' }: Props) {
  return (
    <section aria-labelledby={labelledBy} className={`${TONES[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:py-24 print:px-0 print:py-3">
        {children}
      </div>
    </section>
  )
}
