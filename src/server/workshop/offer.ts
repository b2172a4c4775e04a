import { fewSeatsNote } from '@/lib/workshop/seats-note'
import { openEarlyBirdOffer, type EarlyBirdOffer } from '@/lib/workshop/early-bird'
import { priceTableRows, type PriceRow } from '@/lib/workshop/price-table'
import { formatStartTime, formatWorkshopDays } from '@/lib/workshop/schedule'
import {
  CLOSED_MESSAGES,
  registrationClosedReason,
  type ClosedReason,
} from '@/lib/registration-window'
import type { Workshop } from '@/payload-types'

import { getCachedGlobal } from '../content/globals'
import { getSeatSummary } from '../content/seats'
import { workshopPricing } from './pricing'

/** Everything the banner, the registration page and structured data say about the workshop. */
export type WorkshopOffer = {
  workshop: Workshop
  daysLabel: string
  startTimeLabel: string
  priceRows: PriceRow[]
  earlyBird: EarlyBirdOffer | null
  remaining: number
  /** null while registration is open. */
  closedReason: ClosedReason | null
  closedMessage: string | null
  /** 'Only 3 seats left' when few remain and registration is open. */
  seatsNote: string | null
}

export const describeWorkshop = (
  workshop: Workshop,
  remaining: number,
  now: Date,
): WorkshopOffer => {
  const { tiers, earlyBird } = workshopPricing(workshop)
  // Decided at render time, not when the seat count was cached: a workshop that has just
  // started must stop inviting registrations as soon as its page is rendered again.
  const closedReason = registrationClosedReason({
    registrationOpen: Boolean(workshop.registrationOpen),
    startsAt: workshop.startsAt,
    remainingSeats: remaining,
    now,
  })
  return {
    workshop,
    daysLabel: formatWorkshopDays(workshop.startsAt, workshop.endsAt),
    startTimeLabel: formatStartTime(workshop.startsAt),
    priceRows: priceTableRows(tiers),
    earlyBird: closedReason ? null : openEarlyBirdOffer(earlyBird, now),
    remaining,
    closedReason,
    closedMessage: closedReason ? CLOSED_MESSAGES[closedReason] : null,
    seatsNote: closedReason ? null : fewSeatsNote(remaining),
  }
}

export const getWorkshopOffer = async (): Promise<WorkshopOffer> => {
  const [workshop, seats] = await Promise.all([getCachedGlobal('workshop'), getSeatSummary()])
  return describeWorkshop(workshop, seats.remaining, new Date())
}
