import { BilingualLabel } from '@/components/ui/bilingual-label'

import { CalendarDays } from '@/components/ui/icons'

import { NotFoundInHtml } from '@/components/site-shell/not-found-in-html'
import { PageNotFound } from '@/components/site-shell/page-not-found'
import { ContactDetails } from '@/components/contact/contact-details'
import { EditionDates } from '@/components/registration/edition-dates'
import type { EditionOption } from '@/components/registration/edition-option'
import { PaymentDetails } from '@/components/registration/payment-details'
import { RegistrationForm } from '@/components/registration/registration-form'
import { AskUsNotice } from '@/components/ui/ask-us-notice'
import { JsonLd } from '@/components/ui/json-ld'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { Toaster } from '@/components/ui/toast/toaster'
import { WorkshopPriceTable } from '@/components/workshop/price-table'
import { WorkshopFacts } from '@/components/workshop/workshop-facts'
import { getCachedGlobal } from '@/server/content/globals'
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata'
import { pageMetadata } from '@/server/seo/page-metadata'
import { getEditionOffer, getWorkshopOffers, type EditionOffer } from '@/server/workshop/offer'
import { workshopPricing } from '@/server/workshop/pricing'

import { editionsJsonLd } from '@/server/seo/workshop-json-ld'
import { FormIntro } from '../ui/form-intro'

type Shown = { lead: EditionOffer | null; choices: EditionOffer[]; events: EditionOffer[] }

// `/registration` offers every open edition, leading with the next; `/registration/{slug}` is one
// edition's page, which says so when it no longer takes registrations.
// Null for an edition that is not (or no longer) published.
const shownFor = async (slug: string | null): Promise<Shown | null> => {
  if (slug) {
    const lead = await getEditionOffer(slug)
    if (!lead) return null
    return { lead, choices: lead.closedReason ? [] : [lead], events: [lead] }
  }
  const offers = await getWorkshopOffers()
  return { lead: offers.featured, choices: offers.open, events: offers.upcoming }
}

const optionOf = (offer: EditionOffer): EditionOption => ({
  id: offer.edition.id,
  slug: offer.edition.slug,
  daysLabel: offer.daysLabel,
  startTimeLabel: offer.startTimeLabel,
  daysLabelMs: offer.daysLabelMs,
  startTimeLabelMs: offer.startTimeLabelMs,
  venue: offer.edition.venue,
  venueMs: offer.edition.venueMs?.trim() || null,
  remaining: offer.remaining,
  ...workshopPricing(offer.edition),
})

const samePrices = (a: EditionOffer, b: EditionOffer) =>
  JSON.stringify(a.priceRows) === JSON.stringify(b.priceRows) &&
  a.edition.priceNote === b.edition.priceNote

export const registrationMetadata = async (slug: string | null) => {
  const [pages, shown] = await Promise.all([getCachedGlobal('pages'), shownFor(slug)])
  if (!shown) return NOT_FOUND_METADATA
  const { lead } = shown
  const title = lead
    ? `${pages.registration.hero.heading}: ${lead.edition.title}${slug ? `, ${lead.daysLabel}` : ''}`
    : pages.registration.hero.heading
  return pageMetadata({
    path: slug && lead ? lead.path : '/registration',
    title,
    description: pages.registration.hero.intro ?? title,
  })
}

/** Printed, it is the A4 form sent with the payment receipt: site chrome and buttons left out. */
export const RegistrationPage = async ({ slug }: { slug: string | null }) => {
  const [pages, site, workshop, shown] = await Promise.all([
    getCachedGlobal('pages'),
    getCachedGlobal('site'),
    getCachedGlobal('workshop'),
    shownFor(slug),
  ])
  // Inside the route's main region already.
  if (!shown) return <NotFoundInHtml fallback={<PageNotFound />} />
  const { lead, choices, events } = shown
  const text = pages.registration
  const title = lead?.edition.title ?? workshop.bannerLabels.noEditionHeading
  const single = choices.length <= 1 ? lead : null
  const priceTables = (choices.length > 0 ? choices : lead ? [lead] : []).filter(
    (offer, index, all) => all.findIndex((other) => samePrices(other, offer)) === index,
  )
  return (
    <>
      {editionsJsonLd(events, site).map((event, index) => (
        <JsonLd key={index} data={event} />
      ))}
      <Toaster />
      <div className="print:hidden">
        <PageHero
          heading={text.hero.heading}
          headingMs={text.headingMs}
          intro={text.hero.intro}
          eyebrow={title}
        />
      </div>
      <p className="hidden px-4 pt-2 font-display text-xl font-bold print:block">
        {site.name} · {text.form.heading}
      </p>

      <Section labelledBy="registration-fees">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr] print:gap-6">
          <div>
            <h2 id="registration-fees" className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            {lead?.edition.format ? (
              <p className="mt-2 font-semibold text-gold-700">
                <BilingualLabel english={lead.edition.format} malay={lead.edition.formatMs} />
              </p>
            ) : null}
            {choices.length > 1 ? (
              <div className="mt-6">
                <EditionDates offers={choices} />
              </div>
            ) : single ? (
              <>
                <div className="mt-6 text-slate-700">
                  <WorkshopFacts offer={single} tone="light" bilingual />
                </div>
                <p className="mt-4 print:hidden">
                  <a
                    href={single.calendarPath}
                    className="inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-4"
                  >
                    <CalendarDays aria-hidden="true" className="size-5 text-gold-700" />
                    <span>
                      Add to calendar (.ics) / <span lang="ms">Tambah ke kalendar</span>
                    </span>
                  </a>
                </p>
              </>
            ) : null}
            {choices.length === 1 && single?.earlyBird ? (
              <p className="mt-6 rounded-lg bg-gold-50 px-4 py-3 font-semibold text-gold-800 ring-1 ring-gold-200">
                Early bird: save {single.earlyBird.discountPercent}% when you register before{' '}
                {single.earlyBird.deadlineLabel}. /{' '}
                <span lang="ms">
                  Harga awal: jimat {single.earlyBird.discountPercent}% jika mendaftar sebelum{' '}
                  {single.earlyBird.deadlineLabelMs}.
                </span>
              </p>
            ) : null}
            {choices.length > 0 ? null : (
              <AskUsNotice
                className="mt-8"
                role="status"
                title={
                  <p className="font-semibold text-navy-900">
                    {lead?.closedMessage ?? 'Registration for this workshop is closed.'}
                  </p>
                }
              >
                Ask us about the next intake and we will tell you when registration opens. /{' '}
                <span lang="ms">
                  Tanya kami tentang pengambilan seterusnya dan kami akan memaklumkan anda apabila
                  pendaftaran dibuka.
                </span>
              </AskUsNotice>
            )}
          </div>
          {priceTables.length > 0 ? (
            <div className="space-y-8 rounded-2xl bg-navy-900 p-6 text-white shadow-lg sm:p-8 print:bg-white print:p-0 print:text-black print:shadow-none">
              {priceTables.map((offer) => (
                <WorkshopPriceTable
                  key={offer.edition.id}
                  rows={offer.priceRows}
                  note={offer.edition.priceNote}
                  caption={
                    priceTables.length > 1
                      ? `Fee per participant, ${offer.daysLabel} / Yuran setiap peserta, ${offer.daysLabelMs}`
                      : 'Fee per participant / Yuran setiap peserta'
                  }
                />
              ))}
            </div>
          ) : null}
        </div>
      </Section>

      {choices.length > 0 ? (
        <Section labelledBy="registration-form" tone="mist">
          <div className="mx-auto max-w-4xl">
            <FormIntro id="registration-form" {...text.form} className="print:hidden" />
            <div className="panel mt-8 rounded-2xl p-5 sm:p-8 print:mt-0 print:p-0 print:shadow-none print:ring-0">
              <RegistrationForm programName={title} editions={choices.map(optionOf)} />
            </div>
            <PaymentDetails offers={choices} site={site} />
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
}
