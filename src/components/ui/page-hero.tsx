import type { ReactNode } from 'react'

import { Eyebrow, NavyBand } from './navy-band'

type Props = {
  heading: string
  /** The heading in Malay, under it, on a bilingual page. */
  headingMs?: string | null
  intro?: string | null
  eyebrow?: string | null
  children?: ReactNode
}

/** The navy band that opens every inner page, holding its one h1. */
export function PageHero({ heading, headingMs, intro, eyebrow, children }: Props) {
  return (
    <NavyBand glow="bg-[radial-gradient(circle_at_85%_15%,rgba(221,185,94,0.22),transparent_40%),radial-gradient(circle_at_5%_100%,rgba(39,75,125,0.85),transparent_55%)]">
      <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-white sm:text-5xl">
          {heading}
        </h1>
        {headingMs ? (
          <p lang="ms" className="mt-2 font-display text-2xl font-bold text-gold-200 sm:text-3xl">
            {headingMs}
          </p>
        ) : null}
        {intro ? <p className="mt-5 max-w-2xl text-lg text-navy-100">{intro}</p> : null}
        {children}
      </div>
    </NavyBand>
  )
}
