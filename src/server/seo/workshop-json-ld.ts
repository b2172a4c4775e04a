import { workshopEventJsonLd } from '@/lib/seo/json-ld'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { Site } from '@/payload-types'
import { serverUrl } from '@/server/seo/server-url'
import type { EditionOffer } from '@/server/workshop/offer'

export const workshopJsonLd = (offer: EditionOffer, site: Site) => {
  const origin = serverUrl()
  const { edition } = offer
  return workshopEventJsonLd({
    title: edition.title,
    description: [
      edition.format,
      `${offer.daysLabel}, starts ${offer.startTimeLabel}`,
      edition.venue,
      edition.languages,
    ]
      .filter(Boolean)
      .join(' · '),
    startsAt: edition.startsAt,
    endsAt: edition.endsAt,
    venue: edition.venue,
    url: absoluteUrl(offer.path, origin),
    organizer: { name: site.name, url: absoluteUrl('/', origin) },
    priceRows: offer.priceRows,
    open: offer.closedReason === null,
    full: offer.closedReason === 'full',
    capacity: edition.capacity,
    remaining: offer.remaining,
  })
}

export const editionsJsonLd = (offers: EditionOffer[], site: Site) =>
  offers.map((offer) => workshopJsonLd(offer, site))
