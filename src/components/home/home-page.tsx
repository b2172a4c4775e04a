import { GraduationCap } from '@/components/ui/icons'
import { AboutBlock } from '@/components/about/about-block'
import { aboutStatistics } from '@/components/about/about-statistics'
import { founderData } from '@/components/about/founder-data'
import { CertificationList } from '@/components/certifications/certification-list'
import { CAROUSEL_ICONS } from '@/components/home/carousel-icons'
import { HomeHero } from '@/components/home/hero'
import { HowWeHelpSteps } from '@/components/home/how-we-help'
import { testimonialSlides } from '@/components/home/testimonial-slides'
import { TestimonialsCarousel } from '@/components/home/testimonials-carousel'
import { ProductList } from '@/components/products/product-list'
import { ProgramCard } from '@/components/programs/program-card'
import { programCardData } from '@/components/programs/program-card-data'
import { ButtonLink } from '@/components/ui/button-link'
import { CardGrid } from '@/components/ui/card-grid'
import { JsonLd } from '@/components/ui/json-ld'
import { Section } from '@/components/ui/section'
import { SectionAction } from '@/components/ui/section-action'
import { SectionHeading } from '@/components/ui/section-heading'
import { FreeVideoCards } from '@/components/videos/free-video-card'
import { freeVideoCardData } from '@/components/videos/free-video-card-data'
import { WorkshopSection } from '@/components/workshop/workshop-section'
import { freeVideoCards } from '@/lib/free-videos'
import { organizationJsonLd } from '@/lib/seo/json-ld'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { serverUrl } from '@/server/seo/server-url'
import { editionsJsonLd } from '@/server/seo/workshop-json-ld'
import type { ActiveVideo } from '@/lib/free-videos'
import type {
  Certification,
  FreeVideo,
  Home,
  Product,
  Program,
  Site,
  Testimonial,
  Workshop,
} from '@/payload-types'
import type { WorkshopOffers } from '@/server/workshop/offer'
import { Pill } from '@/components/ui/pill'

type HomeContent = {
  home: Home
  site: Site
  programs: Program
  testimonials: Testimonial
  products: Product
  certifications: Certification
  fallbackVideos: FreeVideo
  activeVideos: ActiveVideo[]
  offers: WorkshopOffers
  workshop: Workshop
}

/** The home page: every part of the academy in brief, each leading to its own page. */
export function HomePage({
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
}: HomeContent) {
  const videos = freeVideoCards(activeVideos, fallbackVideos.items ?? [])
  const origin = serverUrl()
  // One object for both: the page's data then carries it once.
  const founder = founderData(site.founder)

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

      <HomeHero
        home={{
          ...(home.heroEyebrow ? { heroEyebrow: home.heroEyebrow } : {}),
          heroHeadline: home.heroHeadline,
          heroWelcome: home.heroWelcome,
          labels: {
            exploreProgramsButton: home.labels.exploreProgramsButton,
            startJourneyButton: home.labels.startJourneyButton,
            founderWelcomeLabel: home.labels.founderWelcomeLabel,
          },
        }}
        founder={founder}
      />

      <Section heading={{ ...home.programsSection, id: 'home-programs' }}>
        <CardGrid
          items={programs.programs}
          className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4"
        >
          {(program) => <ProgramCard {...programCardData(program)} />}
        </CardGrid>
        <SectionAction href="/programs" className="mt-10">
          {home.labels.viewAllProgramsButton}
        </SectionAction>
      </Section>

      <Section tone="mist" heading={{ ...home.testimonialsSection, id: 'home-testimonials' }}>
        <div className="mt-12">
          <TestimonialsCarousel
            label="Testimonials"
            icons={CAROUSEL_ICONS}
            slides={testimonialSlides(testimonials)}
          />
        </div>
      </Section>

      <WorkshopSection id="home-workshop" offers={offers} workshop={workshop} site={site} />

      <Section tone="mist" heading={{ ...home.howWeHelpSection, id: 'home-how-we-help' }}>
        <HowWeHelpSteps
          steps={(home.howWeHelp ?? []).map(({ title, description }) => ({ title, description }))}
        />
      </Section>

      <Section labelledBy="home-about">
        <AboutBlock
          founder={founder}
          statistics={aboutStatistics(site)}
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

      <Section tone="mist" heading={{ ...home.newReleasesSection, id: 'home-new-releases' }}>
        <ProductList products={products} className="mt-12 grid gap-6 lg:grid-cols-2" />

        <div className="mt-20">
          <SectionHeading id="home-free-videos" {...home.freeVideosSection} as="h2" />
          <FreeVideoCards
            cards={videos.map(freeVideoCardData)}
            labels={{
              watchLabel: fallbackVideos.watchLabel,
              notYetOnlineMessage: fallbackVideos.notYetOnlineMessage,
            }}
            labelledBy="home-free-videos"
          />
        </div>
      </Section>

      <Section heading={{ ...home.certificationsSection, id: 'home-certifications' }}>
        {certifications.onlineClassesText ? (
          <p className="mt-6 text-center">
            <Pill icon={GraduationCap} tone="pale">
              {certifications.onlineClassesText}
            </Pill>
          </p>
        ) : null}
        <CertificationList certifications={certifications} className="mt-12" />
        <SectionAction href="/certifications" className="mt-8">
          {home.labels.exploreCertificationsButton}
        </SectionAction>
      </Section>
    </>
  )
}
