import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageMain } from '@/components/site-shell/page-main'
import { GraduationCap } from '@/components/ui/icons'

import { CertificationCard } from '@/components/certifications/certification-card'
import { ContactDetails } from '@/components/contact/contact-details'
import { InquiryForm } from '@/components/forms/inquiry-form'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { Toaster } from '@/components/ui/toast/toaster'
import { WorkshopBanner } from '@/components/workshop/workshop-banner'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'
import { getWorkshopOffers } from '@/server/workshop/offer'

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
  const [pages, certifications] = await Promise.all([
    getCachedGlobal('pages'),
    getCachedGlobal('certifications'),
  ])
  return pageMetadata({
    path: '/certifications',
    title: pages.certifications.hero.heading,
    description: pages.certifications.hero.intro ?? '',
    image: certifications.items?.[0]?.image,
  })
}

/** The page's content, read from the CMS. */
const content = async () => {
  const [pages, certifications, site, workshop, offers] = await Promise.all([
    getCachedGlobal('pages'),
    getCachedGlobal('certifications'),
    getCachedGlobal('site'),
    getCachedGlobal('workshop'),
    getWorkshopOffers(),
  ])
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
      <Section labelledBy="certifications-workshop">
        <WorkshopBanner
          offer={offers.featured}
          open={offers.open}
          labels={workshop.bannerLabels}
          phone={site.phone ?? site.whatsappPhone}
          headingId="certifications-workshop"
        />
      </Section>
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
          <InquiryForm programs={(certifications.items ?? []).map((item) => item.inquiryProgram)} />
        </div>
      </Section>
    </>
  )
}

export default async function CertificationsPage({ params }: RootOnlyProps) {
  if (await isBelowThePage(params)) notFound()
  return <PageMain>{await content()}</PageMain>
}
