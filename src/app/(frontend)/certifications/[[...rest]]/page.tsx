import { GraduationCap } from '@/components/ui/icons'

import { CertificationCard } from '@/components/certifications/certification-card'
import { ContactDetails } from '@/components/contact/contact-details'
import { InquiryForm } from '@/components/forms/inquiry-form'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { Toaster } from '@/components/ui/toast/toaster'
import { WorkshopSection } from '@/components/workshop/workshop-section'
import { getCachedGlobal } from '@/server/content/globals'
import { getWorkshopOffers } from '@/server/workshop/offer'

import { noStaticParams, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export const generateStaticParams = noStaticParams

const page = pageRenderedOnFirstRequest({
  read: () => ({
    pages: getCachedGlobal('pages'),
    certifications: getCachedGlobal('certifications'),
    site: getCachedGlobal('site'),
    workshop: getCachedGlobal('workshop'),
    offers: getWorkshopOffers(),
  }),
  metadata: ({ pages, certifications }) => ({
    path: '/certifications',
    title: pages.certifications.hero.heading,
    description: pages.certifications.hero.intro ?? '',
    image: certifications.items?.[0]?.image,
  }),
  body: ({ pages, certifications, site, workshop, offers }) => {
    const text = pages.certifications
    return (
      <>
        <Toaster />
        <PageHero heading={text.hero.heading} intro={text.hero.intro}>
          {certifications.onlineClassesText ? (
            <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-gold-400 px-4 py-1.5 font-semibold text-navy-950">
              <GraduationCap aria-hidden="true" className="size-5" />
              {certifications.onlineClassesText}
            </p>
          ) : null}
        </PageHero>
        <Section>
          <ul className="grid gap-6 md:grid-cols-3">
            {(certifications.items ?? []).map((item) => (
              <li key={item.id ?? item.title}>
                <CertificationCard item={item} headingLevel="h2" />
              </li>
            ))}
          </ul>
          {certifications.awardedByText ? (
            <p className="mt-10 text-center font-medium text-slate-700">
              {certifications.awardedByText}
            </p>
          ) : null}
        </Section>
        <WorkshopSection
          id="certifications-workshop"
          offers={offers}
          workshop={workshop}
          site={site}
        />
        <Section tone="mist" labelledBy="certifications-inquiry">
          <div className="mx-auto grid max-w-5xl gap-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:p-10 lg:grid-cols-[2fr_3fr]">
            <div>
              <h2 id="certifications-inquiry" className="text-3xl font-bold">
                {text.inquiry.heading}
              </h2>
              {text.inquiry.intro ? (
                <p className="mt-4 text-slate-600">{text.inquiry.intro}</p>
              ) : null}
              <div className="mt-8">
                <ContactDetails site={site} show={['email', 'phone', 'whatsapp']} />
              </div>
            </div>
            <InquiryForm
              programs={(certifications.items ?? []).map((item) => item.inquiryProgram)}
            />
          </div>
        </Section>
      </>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
