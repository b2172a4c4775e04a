import { BadgeCheck, Phone, TriangleAlert } from '@/components/ui/icons'

import { telHref } from '@/lib/contact-links'
import type { WorkshopOffer } from '@/server/workshop/offer'

import { ButtonLink, buttonClass } from '../ui/button-link'
import { WorkshopPriceTable } from './price-table'
import { WorkshopFacts } from './workshop-facts'

type Props = { offer: WorkshopOffer; phone: string; headingId: string }

/**
 * The certified workshop on the home page. It invites registration only while registration
 * is open; a started, full or closed workshop says so and points to the contact page.
 */
export function WorkshopBanner({ offer, phone, headingId }: Props) {
  const { workshop } = offer
  const open = offer.closedReason === null
  return (
    <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-navy-900 via-navy-800 to-navy-950 text-white shadow-xl">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgba(221,185,94,0.25),transparent_35%)]"
      />
      <div className="relative grid gap-10 p-6 sm:p-10 lg:grid-cols-[3fr_2fr] lg:p-12">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            {workshop.format ? (
              <span className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-navy-100">
                {workshop.format}
              </span>
            ) : null}
            {open && workshop.badge ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-400 px-3 py-1 text-sm font-semibold text-navy-950">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {workshop.badge}
              </span>
            ) : null}
          </div>
          <h2
            id={headingId}
            className="mt-5 text-2xl leading-tight font-bold text-white sm:text-3xl"
          >
            {workshop.title}
          </h2>
          <div className="mt-6 text-navy-100">
            <WorkshopFacts offer={offer} />
          </div>

          {open ? (
            <>
              {offer.earlyBird ? (
                <p className="mt-6 font-semibold text-gold-300">
                  Early bird: save {offer.earlyBird.discountPercent}% when you register before{' '}
                  {offer.earlyBird.deadlineLabel}.
                </p>
              ) : null}
              {offer.seatsNote ? (
                <p className="mt-3 font-semibold text-gold-300" role="status">
                  {offer.seatsNote}
                </p>
              ) : null}
            </>
          ) : (
            <div className="mt-8 flex gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <p>
                <strong className="block text-white">{offer.closedMessage}</strong>
                <span className="text-navy-100">{workshop.bannerLabels.nextIntakeNote}</span>
              </p>
            </div>
          )}

          <div className="mt-8 flex flex-wrap gap-3">
            {open ? (
              <ButtonLink href="/registration">{workshop.bannerLabels.registerButton}</ButtonLink>
            ) : (
              <ButtonLink href="/contact">{workshop.bannerLabels.nextIntakeButton}</ButtonLink>
            )}
            <a href={telHref(phone)} className={buttonClass('ghostLight')}>
              <Phone aria-hidden="true" className="size-4" />
              {workshop.bannerLabels.callButton} {phone}
            </a>
          </div>
        </div>

        <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
          <WorkshopPriceTable rows={offer.priceRows} note={workshop.priceNote} />
        </div>
      </div>
    </div>
  )
}
