import type { EditionOffer } from '@/server/workshop/offer'

/**
 * What the workshop's banner shows of an edition's offer: handed to the banner, which is drawn
 * in the browser too, instead of the edition's whole document.
 */
export type BannerOffer = Pick<
  EditionOffer,
  | 'daysLabel'
  | 'daysLabelMs'
  | 'startTimeLabel'
  | 'startTimeLabelMs'
  | 'priceRows'
  | 'earlyBird'
  | 'closedReason'
  | 'closedMessage'
  | 'seatsNote'
> & {
  edition: Pick<
    EditionOffer['edition'],
    'title' | 'format' | 'badge' | 'priceNote' | 'venue' | 'venueMs' | 'capacity' | 'languages'
  >
}

/** Another open edition, as the banner links to it. */
export type OtherDate = { path: string; daysLabel: string }

export const bannerOffer = (offer: EditionOffer): BannerOffer => {
  const { title, format, badge, priceNote, venue, venueMs, capacity, languages } = offer.edition
  return {
    daysLabel: offer.daysLabel,
    daysLabelMs: offer.daysLabelMs,
    startTimeLabel: offer.startTimeLabel,
    startTimeLabelMs: offer.startTimeLabelMs,
    priceRows: offer.priceRows,
    earlyBird: offer.earlyBird,
    closedReason: offer.closedReason,
    closedMessage: offer.closedMessage,
    seatsNote: offer.seatsNote,
    edition: { title, format, badge, priceNote, venue, venueMs, capacity, languages },
  }
}
