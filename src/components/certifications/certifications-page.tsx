import { GraduationCap } from '@/components/ui/icons'
import { CertificationList } from '@/components/certifications/certification-list'
import { ContactDetails } from '@/components/contact/contact-details'
import { InquiryForm } from '@/components/forms/inquiry-form'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { Toaster } from '@/components/ui/toast/toaster'
import { WorkshopSection } from '@/components/workshop/workshop-section'
import type { Certification, Page, Site, Workshop } from '@/payload-types'
import type { WorkshopOffers } from '@/server/workshop/offer'
import { Pill } from '@/components/ui/pill'
import { FormIntro } from '@/components/ui/form-intro'

/** The certified programs, the workshop to earn one, and the form to ask about them. */
export function CertificationsPage({
  pages,
  certifications,
  site,
  workshop,
  offers,
}: {
  pages: Page
  certifications: Certification
  site: Site
  workshop: Workshop
  offers: WorkshopOffers
}) {
  const text = pages.certifications
  return (
    <>
      <Toaster />
      <PageHero heading={text.hero.heading} intro={text.hero.intro}>
        {certifications.onlineClassesText ? (
          <Pill icon={GraduationCap} tone="gold" as="p" className="mt-6">
            {certifications.onlineClassesText}
          </Pill>
        ) : null}
      </PageHero>
      <Section>
        <CertificationList certifications={certifications} className="" headingLevel="h2" />
      </Section>
      <WorkshopSection
        id="certifications-workshop"
        offers={offers}
        workshop={workshop}
        site={site}
      />
      <Section tone="mist" labelledBy="certifications-inquiry">
        <div className="panel mx-auto grid max-w-5xl gap-10 rounded-2xl p-6 sm:p-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <FormIntro id="certifications-inquiry" {...text.inquiry} />
            <div className="mt-8">
              <ContactDetails site={site} show={['email', 'phone', 'whatsapp']} />
            </div>
          </div>
          <InquiryForm programs={(certifications.items ?? []).map((item) => item.inquiryProgram)} />
        </div>
      </Section>
    </>
  )
}
