import { GraduationCap } from '@/components/ui/icons'

import { AboutBlock } from '@/components/about/about-block'
import { CertificationCard } from '@/components/certifications/certification-card'
import { CAROUSEL_ICONS } from '@/components/home/carousel-icons'
import { HomeHero } from '@/components/home/hero'
import { HowWeHelpSteps } from '@/components/home/how-we-help'
import { TestimonialSlide } from '@/components/home/testimonial-slide'
import { TestimonialsCarousel } from '@/components/home/testimonials-carousel'
import { ProductCard } from '@/components/products/product-card'
import { ProgramCard } from '@/components/programs/program-card'
import { ButtonLink } from '@/components/ui/button-link'
import { JsonLd } from '@/components/ui/json-ld'
import { Section } from '@/components/ui/section'
import { SectionHeading } from '@/components/ui/section-heading'
import { FreeVideoCard } from '@/components/videos/free-video-card'
import { WorkshopSection } from '@/components/workshop/workshop-section'
import { freeVideoCards } from '@/lib/free-videos'
import { organizationJsonLd } from '@/lib/seo/json-ld'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { getActiveVideos } from '@/server/content/active-videos'
import { getCachedGlobal } from '@/server/content/globals'
import { serverUrl } from '@/server/seo/server-url'
import { getWorkshopOffers } from '@/server/workshop/offer'

import { editionsJsonLd } from '@/server/seo/workshop-json-ld'

import { noStaticParams, pageRenderedOnFirstRequest } from '../rendered-on-first-request'

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export const generateStaticParams = noStaticParams

const page = pageRenderedOnFirstRequest({
  read: () => ({
    home: getCachedGlobal('home'),
    site: getCachedGlobal('site'),
    programs: getCachedGlobal('programs'),
    testimonials: getCachedGlobal('testimonials'),
    products: getCachedGlobal('products'),
    certifications: getCachedGlobal('certifications'),
    fallbackVideos: getCachedGlobal('free-videos'),
    activeVideos: getActiveVideos(),
    offers: getWorkshopOffers(),
    workshop: getCachedGlobal('workshop'),
  }),
  metadata: ({ home }) => ({ path: '/', description: home.heroWelcome }),
  body: ({
    home,
    site,
    programs,
    testimonials,
    products,
    certifications,
    fallbackVideos,
    activeVideos,
    offers,
    workshop,
  }) => {
    const videos = freeVideoCards(activeVideos, fallbackVideos.items ?? [])
    const origin = serverUrl()

    return (
      <>
        <JsonLd
          data={organizationJsonLd({
            name: site.name,
            url: absoluteUrl('/', origin),
            slogan: site.slogan,
            email: site.supportEmail,
            telephone: site.phone ?? site.whatsappPhone,
            address: site.address,
            foundingYear: site.foundedYear,
            sameAs: (site.socialLinks ?? []).map((link) => link.url),
          })}
        />
        {editionsJsonLd(offers.upcoming, site).map((event, index) => (
          <JsonLd key={index} data={event} />
        ))}

        <HomeHero home={home} founder={site.founder} />

        <Section labelledBy="home-programs">
          <SectionHeading id="home-programs" {...home.programsSection} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {(programs.programs ?? []).map((program) => (
              <li key={program.id ?? program.title}>
                <ProgramCard {...program} />
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <ButtonLink href="/programs" variant="dark">
              {home.labels.viewAllProgramsButton}
            </ButtonLink>
          </div>
        </Section>

        <Section labelledBy="home-testimonials" tone="mist">
          <SectionHeading id="home-testimonials" {...home.testimonialsSection} />
          <div className="mt-12">
            <TestimonialsCarousel
              label="Testimonials"
              icons={CAROUSEL_ICONS}
              slides={(testimonials.items ?? []).map((item) => (
                <TestimonialSlide key={item.id ?? item.name} item={item} />
              ))}
            />
          </div>
        </Section>

        <WorkshopSection id="home-workshop" offers={offers} workshop={workshop} site={site} />

        <Section labelledBy="home-how-we-help" tone="mist">
          <SectionHeading id="home-how-we-help" {...home.howWeHelpSection} />
          <HowWeHelpSteps steps={home.howWeHelp} />
        </Section>

        <Section labelledBy="home-about">
          <AboutBlock
            site={site}
            heading={home.aboutSection.heading}
            intro={home.aboutSection.intro}
            headingId="home-about"
            action={
              <ButtonLink href="/about" variant="ghost">
                {home.labels.moreAboutUsButton}
              </ButtonLink>
            }
          />
        </Section>

        <Section labelledBy="home-new-releases" tone="mist">
          <SectionHeading id="home-new-releases" {...home.newReleasesSection} />
          <ul className="mt-12 grid gap-6 lg:grid-cols-2">
            {(products.items ?? []).map((product) => (
              <li key={product.id ?? product.title}>
                <ProductCard product={product} purchaseLabel={products.purchaseButton} />
              </li>
            ))}
          </ul>

          <div className="mt-20">
            <SectionHeading id="home-free-videos" {...home.freeVideosSection} as="h2" />
            <ul
              className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-labelledby="home-free-videos"
            >
              {videos.map((card) => (
                <li key={card.key}>
                  <FreeVideoCard
                    card={card}
                    watchLabel={fallbackVideos.watchLabel}
                    notYetOnlineMessage={fallbackVideos.notYetOnlineMessage}
                  />
                </li>
              ))}
            </ul>
          </div>
        </Section>

        <Section labelledBy="home-certifications">
          <SectionHeading id="home-certifications" {...home.certificationsSection} />
          {certifications.onlineClassesText ? (
            <p className="mt-6 text-center">
              <span className="inline-flex items-center gap-2 rounded-full bg-gold-100 px-4 py-1.5 font-semibold text-gold-800">
                <GraduationCap aria-hidden="true" className="size-5" />
                {certifications.onlineClassesText}
              </span>
            </p>
          ) : null}
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {(certifications.items ?? []).map((item) => (
              <li key={item.id ?? item.title}>
                <CertificationCard item={item} />
              </li>
            ))}
          </ul>
          {certifications.awardedByText ? (
            <p className="mt-10 text-center font-medium text-slate-700">
              {certifications.awardedByText}
            </p>
          ) : null}
          <div className="mt-8 text-center">
            <ButtonLink href="/certifications" variant="dark">
              {home.labels.exploreCertificationsButton}
            </ButtonLink>
          </div>
        </Section>
      </>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
