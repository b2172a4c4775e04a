import { AboutBlock } from '@/components/about/about-block'
import { JourneyTimeline } from '@/components/about/journey-timeline'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'

import type { PublicPage } from './public-page'

export const aboutPage: PublicPage = {
  metadata: async () => {
    const [pages, site] = await Promise.all([getCachedGlobal('pages'), getCachedGlobal('site')])
    return pageMetadata({
      path: '/about',
      title: pages.about.hero.heading,
      description: pages.about.hero.intro ?? site.slogan,
      image: site.founder?.photo,
    })
  },

  render: async () => {
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
  },
}
