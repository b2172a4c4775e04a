'use client'

import type { FounderData } from '../about/founder-data'
import { ButtonLink } from '../ui/button-link'
import { CmsImage } from '../ui/cms-image'
import { Eyebrow, NavyBand } from '../ui/navy-band'

/** The hero's words, as the editors wrote them on the home page. */
export type HomeHeroText = {
  heroEyebrow?: string
  heroHeadline: string
  heroWelcome: string
  labels: { exploreProgramsButton: string; startJourneyButton: string; founderWelcomeLabel: string }
}

/**
 * The page's opening: headline, welcome, the two ways in, and the founder's welcome. Drawn
 * from its words in the browser too: its elements and classes outweigh them, and a
 * server-drawn hero would travel twice, as HTML and again as the page's data. Its parts start
 * at the top, not centred on their full height: a browser paints before all of the page has
 * arrived, and a centred part would move as the rest of it came in.
 */
export function HomeHero({ home, founder }: { home: HomeHeroText; founder: FounderData }) {
  return (
    <NavyBand glow="bg-[radial-gradient(circle_at_80%_20%,rgba(221,185,94,0.25),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(39,75,125,0.8),transparent_50%)]">
      <div className="relative mx-auto grid max-w-7xl items-start gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:py-28">
        <div>
          {home.heroEyebrow ? <Eyebrow>{home.heroEyebrow}</Eyebrow> : null}
          <h1 className="mt-4 max-w-3xl text-4xl leading-tight font-bold text-white sm:text-5xl lg:text-6xl">
            {home.heroHeadline}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-navy-100">{home.heroWelcome}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <ButtonLink href="/programs">{home.labels.exploreProgramsButton}</ButtonLink>
            <ButtonLink href="/contact" variant="ghostLight">
              {home.labels.startJourneyButton}
            </ButtonLink>
          </div>
        </div>

        {founder.welcomeMessage ? (
          <figure className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 backdrop-blur-sm sm:p-8">
            <div className="flex items-start gap-4">
              <div className="avatar size-20">
                <CmsImage media={founder.photo} fill sizes="80px" preload />
              </div>
              <figcaption>
                <span className="block text-sm text-gold-300">
                  {home.labels.founderWelcomeLabel}
                </span>
                <span className="block font-display text-lg font-bold text-white">
                  {founder.name}
                </span>
                {founder.title ? (
                  <span className="block text-sm text-navy-100">{founder.title}</span>
                ) : null}
              </figcaption>
            </div>
            <blockquote className="mt-6 text-navy-50">
              <p>{founder.welcomeMessage}</p>
            </blockquote>
          </figure>
        ) : null}
      </div>
    </NavyBand>
  )
}
