import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { AboutBlock } from '@/components/about/about-block'
import { JourneyTimeline } from '@/components/about/journey-timeline'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'

import {
  isBelowThePage,
  noStaticParams,
  NOT_FOUND_METADATA,
  type RootOnlyProps,
} from '../../rendered-on-first-request'

// Rendered on its first request, then cached (see rendered-on-first-request.ts); Next reads
// these literals without running the file.
export const revalidate = 10
export const dynamicParams = true
export const generateStaticParams = noStaticParams

export async function generateMetadata({ params }: RootOnlyProps): Promise<Metadata> {
  if (await isBelowThePage(params)) return NOT_FOUND_METADATA
  const [pages, site] = await Promise.all([getCachedGlobal('pages'), getCachedGlobal('site')])
  return pageMetadata({
    path: '/about',
    title: pages.about.hero.heading,
    description: pages.about.hero.intro ?? site.slogan,
    image: site.founder?.photo,
  })
}

/** The page's content, read from the CMS. */
const content = async () => {
  const [pages, site] = await Promise.all([getCachedGlobal('pages'), getCachedGlobal('site')])
  return (
    <>
      <PageHero
        heading={pages.about.hero.heading}
        intro={pages.about.hero.intro}
        eyebrow={site.slogan}
      />
      <Section>
        <AboutBlock site={site} />
      </Section>
      <Section tone="mist" labelledBy="about-journey">
        <SectionHeading id="about-journey" heading={pages.about.journeyHeading} />
        <JourneyTimeline site={site} />
        <div className="mt-14 flex flex-wrap justify-center gap-4">
          <ButtonLink href="/programs" variant="dark">
            Explore Our Programs
          </ButtonLink>
          <ButtonLink href="/contact" variant="ghost">
            Contact Us
          </ButtonLink>
        </div>
      </Section>
    </>
  )
}

export default async function AboutPage({ params }: RootOnlyProps) {
  if (await isBelowThePage(params)) notFound()
  return <PageMain>{await content()}</PageMain>
}
