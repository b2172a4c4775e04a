import { Landmark, TriangleAlert } from 'lucide-react'

import { ContactDetails } from '@/components/contact/contact-details'
import { ButtonLink } from '@/components/ui/button-link'
import { JsonLd } from '@/components/ui/json-ld'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { WorkshopPriceTable } from '@/components/workshop/price-table'
import { WorkshopFacts } from '@/components/workshop/workshop-facts'
import { getCachedGlobal } from '@/server/content/globals'
import { pageMetadata } from '@/server/seo/page-metadata'
import { getWorkshopOffer } from '@/server/workshop/offer'

import type { PublicPage } from './public-page'
import { workshopJsonLd } from './workshop-json-ld'

/** The registration page; its three other addresses show it too, with this one as canonical. */
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
    return (
      <>
        <JsonLd data={workshopJsonLd(offer, site)} />
        <PageHero heading={text.hero.heading} intro={text.hero.intro} eyebrow={workshop.title} />

        <Section labelledBy="registration-fees">
          <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
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
              {open ? (
                <p className="mt-4 font-semibold text-navy-900" role="status">
                  {offer.seatsNote ?? `${offer.remaining} seats available`}
                </p>
              ) : (
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
            <div className="rounded-2xl bg-navy-900 p-6 text-white shadow-lg sm:p-8">
              <WorkshopPriceTable rows={offer.priceRows} note={workshop.priceNote} />
            </div>
          </div>
        </Section>

        <Section tone="mist" labelledBy="registration-payment">
          <div className="grid gap-10 lg:grid-cols-2">
            <div>
              <h2 id="registration-payment" className="flex items-center gap-3 text-2xl font-bold">
                <Landmark aria-hidden="true" className="size-6 text-gold-700" />
                Payment details / Maklumat pembayaran
              </h2>
              <dl className="mt-6 grid gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-100 sm:grid-cols-3">
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
                <p className="mt-6 text-slate-700">{workshop.paymentInstructions}</p>
              ) : null}
            </div>
            <div>
              <h2 className="text-2xl font-bold">Questions? / Pertanyaan?</h2>
              <div className="mt-6">
                <ContactDetails site={site} show={['email', 'phone', 'whatsapp', 'hours']} />
              </div>
            </div>
          </div>
        </Section>
      </>
    )
  },
}
