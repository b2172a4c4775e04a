import { Landmark, TriangleAlert } from '@/components/ui/icons'

import { ContactDetails } from '@/components/contact/contact-details'
import { RegistrationForm } from '@/components/registration/registration-form'
import { ButtonLink } from '@/components/ui/button-link'
import { JsonLd } from '@/components/ui/json-ld'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { Toaster } from '@/components/ui/toast/toaster'
import { WorkshopPriceTable } from '@/components/workshop/price-table'
import { WorkshopFacts } from '@/components/workshop/workshop-facts'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'
import { getWorkshopOffer } from '@/server/workshop/offer'
import { workshopPricing } from '@/server/workshop/pricing'

import type { PublicPage } from './public-page'
import { workshopJsonLd } from './workshop-json-ld'

/**
 * The registration page; its three other addresses show it too, with this one as canonical.
 * Printed (Print, Download as PDF) it is the A4 form to send with the payment receipt: the
 * site's header, footer and buttons are left out, the filled-in values stay.
 */
export const registrationPage: PublicPage = {
  metadata: async () => {
    const [pages, workshop] = await Promise.all([
      getCachedGlobal('pages'),
      getCachedGlobal('workshop'),
    ])
    return pageMetadata({
      path: '/registration',
      title: `${pages.registration.hero.heading}: ${workshop.title}`,
      description: pages.registration.hero.intro ?? workshop.title,
    })
  },

  render: async () => {
    const [pages, site, offer] = await Promise.all([
      getCachedGlobal('pages'),
      getCachedGlobal('site'),
      getWorkshopOffer(),
    ])
    const { workshop } = offer
    const text = pages.registration
    const open = offer.closedReason === null
    const { tiers, earlyBird } = workshopPricing(workshop)
    return (
      <>
        <JsonLd data={workshopJsonLd(offer, site)} />
        <Toaster />
        <div className="print:hidden">
          <PageHero heading={text.hero.heading} intro={text.hero.intro} eyebrow={workshop.title} />
        </div>
        <p className="hidden px-4 pt-2 font-display text-xl font-bold print:block">
          {site.name} · {text.form.heading}
        </p>

        <Section labelledBy="registration-fees">
          <div className="grid gap-10 lg:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr] print:gap-6">
            <div>
              <h2 id="registration-fees" className="text-2xl font-bold sm:text-3xl">
                {workshop.title}
              </h2>
              {workshop.format ? (
                <p className="mt-2 font-semibold text-gold-700">{workshop.format}</p>
              ) : null}
              <div className="mt-6 text-slate-700">
                <WorkshopFacts offer={offer} tone="light" />
              </div>
              {open && offer.earlyBird ? (
                <p className="mt-6 rounded-lg bg-gold-50 px-4 py-3 font-semibold text-gold-800 ring-1 ring-gold-200">
                  Early bird: save {offer.earlyBird.discountPercent}% when you register before{' '}
                  {offer.earlyBird.deadlineLabel}.
                </p>
              ) : null}
              {open ? null : (
                <div
                  className="mt-8 flex gap-3 rounded-xl bg-gold-50 p-5 ring-1 ring-gold-200"
                  role="status"
                >
                  <TriangleAlert
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-gold-700"
                  />
                  <div>
                    <p className="font-semibold text-navy-900">{offer.closedMessage}</p>
                    <p className="mt-1 text-slate-700">
                      Ask us about the next intake and we will tell you when registration opens.
                    </p>
                    <ButtonLink href="/contact" variant="dark" className="mt-4">
                      Contact Us
                    </ButtonLink>
                  </div>
                </div>
              )}
            </div>
            <div className="rounded-2xl bg-navy-900 p-6 text-white shadow-lg sm:p-8 print:bg-white print:p-0 print:text-black print:shadow-none">
              <WorkshopPriceTable rows={offer.priceRows} note={workshop.priceNote} />
            </div>
          </div>
        </Section>

        {open ? (
          <Section labelledBy="registration-form" tone="mist">
            <div className="mx-auto max-w-4xl">
              <h2 id="registration-form" className="text-2xl font-bold sm:text-3xl print:hidden">
                {text.form.heading}
              </h2>
              {text.form.intro ? (
                <p className="mt-3 text-slate-600 print:hidden">{text.form.intro}</p>
              ) : null}
              <div className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-navy-100 sm:p-8 print:mt-0 print:p-0 print:shadow-none print:ring-0">
                <RegistrationForm
                  programName={workshop.title}
                  tiers={tiers}
                  earlyBird={earlyBird}
                  remainingSeats={offer.remaining}
                />
              </div>

              <div className="mt-10 break-inside-avoid print:mt-6">
                <h2 className="flex items-center gap-3 text-2xl font-bold print:text-lg">
                  <Landmark aria-hidden="true" className="size-6 text-gold-700" />
                  Payment details / <span lang="ms">Maklumat pembayaran</span>
                </h2>
                <dl className="mt-4 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:grid-cols-3 print:grid-cols-3 print:p-3 print:shadow-none">
                  {[
                    ['Bank', workshop.bank?.bankName],
                    ['Account name', workshop.bank?.accountName],
                    ['Account number', workshop.bank?.accountNumber],
                  ].map(([label, value]) => (
                    <div key={label}>
                      <dt className="text-sm font-semibold text-slate-600 uppercase">{label}</dt>
                      <dd className="mt-1 font-semibold text-navy-900">{value}</dd>
                    </div>
                  ))}
                </dl>
                {workshop.paymentInstructions ? (
                  <p className="mt-4 text-slate-700">{workshop.paymentInstructions}</p>
                ) : null}
                <p className="mt-2 text-slate-700">
                  E-mail the form and receipt to <strong>{site.supportEmail}</strong> or call{' '}
                  <strong>{site.phone ?? site.whatsappPhone}</strong>. /{' '}
                  <span lang="ms">
                    E-mel borang dan resit kepada {site.supportEmail} atau hubungi{' '}
                    {site.phone ?? site.whatsappPhone}.
                  </span>
                </p>
              </div>
            </div>
          </Section>
        ) : null}

        <div className="print:hidden">
          <Section labelledBy="registration-questions">
            <h2 id="registration-questions" className="text-2xl font-bold">
              Questions? / <span lang="ms">Pertanyaan?</span>
            </h2>
            <div className="mt-6">
              <ContactDetails site={site} show={['email', 'phone', 'whatsapp', 'hours']} />
            </div>
          </Section>
        </div>
      </>
    )
  },
}
