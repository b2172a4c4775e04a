'use client'

import Link from 'next/link'

import { BadgeCheck, Phone, TriangleAlert } from '@/components/ui/icons'

import { telHref } from '@/lib/contact-links'
import { CLOSED_MESSAGES } from '@/lib/registration-window'
import type { Workshop } from '@/payload-types'

import { ButtonLink, buttonClass } from '../ui/button-link'
import { WorkshopPriceTable } from './price-table'
import { WorkshopFacts } from './workshop-facts'
import { Pill } from '../ui/pill'
import type { BannerOffer, OtherDate } from './banner-offer'

type Props = {
  offer: BannerOffer | null // null when none is published
  otherDates: OtherDate[] // the other open editions
  labels: Workshop['bannerLabels']
  phone: string
  headingId: string
}

/**
 * The certified workshop's banner: the edition, its facts and fees, and how to register or
 * call. Drawn from its data in the browser too: its elements and classes outweigh its words,
 * and a server-drawn banner would travel twice, as HTML and again as the page's data.
 */
export function WorkshopBanner({ offer, otherDates, labels, phone, headingId }: Props) {
  const edition = offer?.edition
  const isOpen = offer !== null && offer.closedReason === null
  return (
    <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-navy-900 via-navy-800 to-navy-950 text-white shadow-xl">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgba(221,185,94,0.25),transparent_35%)]"
      />
      <div
        className={`relative grid gap-10 p-6 sm:p-10 lg:p-12 ${offer ? 'lg:grid-cols-[3fr_2fr]' : ''}`}
      >
        <div>
          <div className="flex flex-wrap items-center gap-3">
            {edition?.format ? (
              <span className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-navy-100">
                {edition.format}
              </span>
            ) : null}
            {isOpen && edition?.badge ? (
              <Pill icon={BadgeCheck} tone="gold" small>
                {edition.badge}
              </Pill>
            ) : null}
          </div>
          <h2
            id={headingId}
            className="mt-5 text-2xl leading-tight font-bold text-white sm:text-3xl"
          >
            {edition?.title ?? labels.noEditionHeading}
          </h2>
          {offer ? (
            <div className="mt-6 text-navy-100">
              <WorkshopFacts offer={offer} />
            </div>
          ) : null}

          {isOpen ? (
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
              {otherDates.length > 0 ? (
                <p className="mt-3 text-navy-100">
                  Also on:{' '}
                  {otherDates.map((other, index) => (
                    <span key={other.path}>
                      {index > 0 ? ', ' : null}
                      <Link
                        href={other.path}
                        className="font-semibold text-white underline underline-offset-4"
                      >
                        {other.daysLabel}
                      </Link>
                    </span>
                  ))}
                </p>
              ) : null}
            </>
          ) : (
            <div className="mt-8 flex gap-3 rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
              <p>
                <strong className="block text-white">
                  {offer?.closedMessage ?? CLOSED_MESSAGES['closed-by-staff']}
                </strong>
                <span className="text-navy-100">{labels.nextIntakeNote}</span>
              </p>
            </div>
          )}

          <div className="mt-8 flex flex-wrap gap-3">
            {isOpen ? (
              <ButtonLink href="/registration">{labels.registerButton}</ButtonLink>
            ) : (
              <ButtonLink href="/contact">{labels.nextIntakeButton}</ButtonLink>
            )}
            <a href={telHref(phone)} className={buttonClass('ghostLight')}>
              <Phone aria-hidden="true" className="size-4" />
              {labels.callButton} {phone}
            </a>
          </div>
        </div>

        {offer ? (
          <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
            <WorkshopPriceTable rows={offer.priceRows} note={edition?.priceNote} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
