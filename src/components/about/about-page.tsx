import { AboutBlock } from '@/components/about/about-block'
import { aboutStatistics } from '@/components/about/about-statistics'
import { founderData } from '@/components/about/founder-data'
import { JourneyTimeline } from '@/components/about/journey-timeline'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import type { Page, Site } from '@/payload-types'

/** The story, the founder and the journey of the academy. */
export function AboutPage({ pages, site }: { pages: Page; site: Site }) {
  return (
    <>
      <PageHero
        heading={pages.about.hero.heading}
        intro={pages.about.hero.intro}
        eyebrow={site.slogan}
      />
      <Section>
        <AboutBlock founder={founderData(site.founder)} statistics={aboutStatistics(site)} />
      </Section>
      <Section tone="mist" heading={{ id: 'about-journey', heading: pages.about.journeyHeading }}>
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
