import { ContactDetails } from '@/components/contact/contact-details'
import { ContactForm } from '@/components/forms/contact-form'
import { CmsImage } from '@/components/ui/cms-image'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { Toaster } from '@/components/ui/toast/toaster'
import type { Page, Site } from '@/payload-types'
import { FormIntro } from '@/components/ui/form-intro'

/** Where to find the academy, and the form to write to it. */
export function ContactPage({ pages, site }: { pages: Page; site: Site }) {
  const text = pages.contact
  return (
    <>
      <Toaster />
      <PageHero {...text.hero} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 className="text-2xl font-bold">Visit or reach us</h2>
            <div className="mt-8">
              <ContactDetails site={site} />
            </div>
            <div className="relative mt-10 aspect-[16/10] overflow-hidden rounded-2xl shadow-md ring-1 ring-navy-100">
              <CmsImage media={site.mapImage} fill sizes="(min-width: 1024px) 600px, 100vw" />
            </div>
          </div>
          <section
            aria-labelledby="contact-form-heading"
            className="rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-100 sm:p-10"
          >
            <FormIntro id="contact-form-heading" {...text.form} />
            <div className="mt-8">
              <ContactForm />
            </div>
          </section>
        </div>
      </Section>
    </>
  )
}
