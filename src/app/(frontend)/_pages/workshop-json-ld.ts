import { workshopEventJsonLd } from '@/lib/seo/json-ld'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import type { Site } from '@/payload-types'
import { serverUrl } from '@/server/seo/server-url'
import type { WorkshopOffer } from '@/server/workshop/offer'

/** The certified workshop as a schema.org Event, offers taken from the charged price table. */
export const workshopJsonLd = (offer: WorkshopOffer, site: Site) => {
  const origin = serverUrl()
  const { workshop } = offer
  return workshopEventJsonLd({
    title: workshop.title,
    description: [
      workshop.format,
      `${offer.daysLabel}, starts ${offer.startTimeLabel}`,
      workshop.venue,
      workshop.languages,
    ]
      .filter(Boolean)
      .join(' · '),
    startsAt: workshop.startsAt,
    endsAt: workshop.endsAt,
    venue: workshop.venue,
    url: absoluteUrl('/registration', origin),
    organizer: { name: site.name, url: absoluteUrl('/', origin) },
    priceRows: offer.priceRows,
    open: offer.closedReason === null,
    full: offer.closedReason === 'full',
  })
}
