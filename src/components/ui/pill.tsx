import type { ReactNode } from 'react'

import type { Icon } from './icons'

const TONES = {
  /** On the navy bands: gold that stands out. */
  gold: 'bg-gold-400 text-navy-950',
  /** On white: a pale gold that stays quiet. */
  pale: 'bg-gold-100 text-gold-800',
}

/** A short, rounded label with its icon: a badge on a card or a note under a heading. */
export function Pill({
  icon: PillIcon,
  tone,
  small = false,
  as: Element = 'span',
  className = '',
  children,
}: {
  icon: Icon
  tone: keyof typeof TONES
  small?: boolean
  as?: 'p' | 'span'
  className?: string
  children: ReactNode
}) {
  const size = small ? 'gap-1.5 px-3 py-1 text-sm' : 'gap-2 px-4 py-1.5'
  return (
    <Element
      className={`inline-flex items-center rounded-full font-semibold ${size} ${TONES[tone]} ${className}`}
    >
      <PillIcon aria-hidden="true" className={small ? 'size-4' : 'size-5'} />
      {children}
    </Element>
  )
}
