'use client'

import type { ReactNode } from 'react'

import { Quote } from '@/components/ui/icons'

import type { Statistic } from '@/lib/statistics'

import { CmsImage } from '../ui/cms-image'
import { Figures } from '../ui/figures'
import { SectionHeading } from '../ui/section-heading'
import type { FounderData } from './founder-data'

type Props = {
  founder: FounderData
  /** The headline figures shown beside the founder's words. */
  statistics: Statistic[]
  /** The section's heading; without one (the About page, whose h1 says it) the founder's welcome leads. */
  heading?: string
  intro?: string | null
  headingId?: string
  /** A link onwards (the home page's More About Us), under the text it follows. */
  action?: ReactNode
}

/**
 * Who we are: the founder, the mission in their words, and the headline figures. Drawn from
 * its data in the browser too: its elements and classes outweigh its words, and a server-drawn
 * block would travel twice, as HTML and again as the page's data.
 *
 * A browser paints the page before all of it has arrived, so nothing here is placed by what
 * comes after it: the columns are shared out whatever their content's width, the text column
 * starts at the top rather than centred on its full height, and the caption hangs from the
 * picture's foot by its top, not by its bottom.
 */
export function AboutBlock({ founder, statistics, heading, intro, headingId, action }: Props) {
  return (
    <div className="grid items-start gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <figure className="relative mx-auto w-full max-w-sm">
        <div className="relative aspect-[4/5] overflow-hidden rounded-2xl shadow-xl ring-1 ring-navy-100">
          <CmsImage media={founder.photo} fill sizes="(min-width: 1024px) 380px, 90vw" />
        </div>
        <figcaption className="absolute top-[calc(100%-3.5rem)] left-6 right-6 rounded-xl bg-navy-900 px-5 py-4 text-white shadow-lg">
          <span className="block font-display text-lg font-bold">{founder.name}</span>
          <span className="block text-sm text-gold-300">{founder.title}</span>
        </figcaption>
      </figure>
      <div className="mt-6 lg:mt-0">
        {heading ? (
          <SectionHeading heading={heading} intro={intro} id={headingId} align="start" />
        ) : (
          <p className="text-lg text-slate-700">{founder.welcomeMessage}</p>
        )}
        {founder.missionQuote ? (
          <blockquote className="mt-8 border-l-4 border-gold-400 pl-5">
            <Quote aria-hidden="true" className="size-6 text-gold-500" />
            <p className="display-quote mt-2">{founder.missionQuote}</p>
            {founder.name ? (
              <footer className="mt-3 text-sm font-semibold text-slate-600">
                — {founder.name}
              </footer>
            ) : null}
          </blockquote>
        ) : null}
        <Figures figures={statistics} className="mt-10" />
        {action ? <div className="mt-10 text-center sm:text-left">{action}</div> : null}
      </div>
    </div>
  )
}
