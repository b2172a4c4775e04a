import { ContactDetails } from '@/components/contact/contact-details'
import { ContactForm } from '@/components/forms/contact-form'
import { CmsImage } from '@/components/ui/cms-image'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { Toaster } from '@/components/ui/toast/toaster'
import { getCachedGlobal } from '@/server/content/globals'

import { noStaticParams, pageRenderedOnFirstRequest } from '../../rendered-on-first-request'

// Rendered on its first request, then cached (see rendered-on-first-request.tsx).
export const generateStaticParams = noStaticParams

const page = pageRenderedOnFirstRequest({
  read: () => ({ pages: getCachedGlobal('pages'), site: getCachedGlobal('site') }),
  metadata: ({ pages, site }) => ({
    path: '/contact',
    title: pages.contact.hero.heading,
    description: pages.contact.hero.intro ?? '',
    image: site.mapImage,
  }),
  body: ({ pages, site }) => {
    const text = pages.contact
    return (
      <>
        <Toaster />
        <PageHero heading={text.hero.heading} intro={text.hero.intro} />
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
              <h2 id="contact-form-heading" className="text-2xl font-bold sm:text-3xl">
                {text.form.heading}
              </h2>
              {text.form.intro ? <p className="mt-4 text-slate-600">{text.form.intro}</p> : null}
              <div className="mt-8">
                <ContactForm />
              </div>
            </section>
          </div>
        </Section>
      </>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
