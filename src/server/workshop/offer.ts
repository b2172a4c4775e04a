import { openEarlyBirdOffer, type EarlyBirdOffer } from '@/lib/workshop/early-bird'
import { editionCalendarPath, editionPath } from '@/lib/workshop/edition-addresses'
import {
  editionClosedReason,
  featuredEdition,
  openEditions,
  remainingSeats,
  upcomingEditions,
} from '@/lib/workshop/editions'
import { priceTableRows, type PriceRow } from '@/lib/workshop/price-table'
import { formatStartTimeMalay } from '@/lib/workshop/malay-time'
import { formatStartTime, formatWorkshopDays } from '@/lib/workshop/schedule'
import { fewSeatsNote } from '@/lib/workshop/seats-note'
import { CLOSED_MESSAGES, type ClosedReason } from '@/lib/registration-window'

import { ms } from 'date-fns/locale'

import { getPublicEditions } from '../content/editions'
import type { EditionWithSeats } from './editions'
import { workshopPricing } from './pricing'

export type EditionOffer = {
  edition: EditionWithSeats
  path: string
  calendarPath: string
  daysLabel: string
  startTimeLabel: string
  /** The same in Malay, for the bilingual registration page ('28–29 Okt 2027', '8:30 pagi'). */
  daysLabelMs: string
  startTimeLabelMs: string
  priceRows: PriceRow[]
  earlyBird: EarlyBirdOffer | null
  remaining: number
  closedReason: ClosedReason | null
  closedMessage: string | null
  seatsNote: string | null
}

export const describeEdition = (edition: EditionWithSeats, now: Date): EditionOffer => {
  const { earlyBird } = workshopPricing(edition)
  // Decided at render time, not when the seat count was cached: an edition that has just
  // started must stop inviting registrations as soon as its page is rendered again.
  const closedReason = editionClosedReason(edition, now)
  const remaining = remainingSeats(edition)
  return {
    edition,
    path: editionPath(edition.slug),
    calendarPath: editionCalendarPath(edition.slug),
    daysLabel: formatWorkshopDays(edition.startsAt, edition.endsAt),
    startTimeLabel: formatStartTime(edition.startsAt),
    daysLabelMs: formatWorkshopDays(edition.startsAt, edition.endsAt, ms),
    startTimeLabelMs: formatStartTimeMalay(edition.startsAt),
    priceRows: priceTableRows(workshopPricing(edition).tiers),
    earlyBird: closedReason ? null : openEarlyBirdOffer(earlyBird, now),
    remaining,
    closedReason,
    closedMessage: closedReason ? CLOSED_MESSAGES[closedReason] : null,
    seatsNote: closedReason ? null : fewSeatsNote(remaining),
  }
}

export type WorkshopOffers = {
  featured: EditionOffer | null
  open: EditionOffer[]
  upcoming: EditionOffer[]
}

export const describeOffers = (editions: EditionWithSeats[], now: Date): WorkshopOffers => {
  const describe = (edition: EditionWithSeats) => describeEdition(edition, now)
  const featured = featuredEdition(editions, now)
  return {
    featured: featured ? describe(featured) : null,
    open: openEditions(editions, now).map(describe),
    upcoming: upcomingEditions(editions, now).map(describe),
  }
}

export const getWorkshopOffers = async (): Promise<WorkshopOffers> =>
  describeOffers(await getPublicEditions(), new Date())

export const getEditionOffer = async (slug: string): Promise<EditionOffer | null> => {
  const edition = (await getPublicEditions()).find((candidate) => candidate.slug === slug)
  return edition ? describeEdition(edition, new Date()) : null
}
