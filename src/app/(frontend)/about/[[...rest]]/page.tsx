import { AboutBlock } from '@/components/about/about-block'
import { JourneyTimeline } from '@/components/about/journey-timeline'
import { ButtonLink } from '@/components/ui/button-link'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { getCachedGlobal } from '@/server/content/globals'

import { noStaticParams, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export const generateStaticParams = noStaticParams

const page = pageRenderedOnFirstRequest({
  read: () => ({ pages: getCachedGlobal('pages'), site: getCachedGlobal('site') }),
  metadata: ({ pages, site }) => ({
    path: '/about',
    title: pages.about.hero.heading,
    description: pages.about.hero.intro ?? site.slogan,
    image: site.founder?.photo,
  }),
  body: ({ pages, site }) => (
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
  ),
})

export const generateMetadata = page.generateMetadata
export default page.Page
