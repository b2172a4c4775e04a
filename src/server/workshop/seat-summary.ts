import type { Payload } from 'payload'

import type { ClosedReason } from '@/lib/registration-window'
import type { EditionReference } from '@/lib/validation/edition-choice'
import { editionClosedReason, featuredEdition, remainingSeats } from '@/lib/workshop/editions'

import { editionsWithSeats, type EditionWithSeats } from './editions'

export type SeatSummary = {
  /** The edition counted: the one asked for, else the one the site leads with. */
  edition: { id: number; slug: string; title: string; startsAt: string; endsAt: string } | null
  capacity: number
  taken: number
  remaining: number
  registrationOpen: boolean
  closedReason: ClosedReason | null
}

export const summaryOf = (edition: EditionWithSeats | null, now: Date): SeatSummary => {
  if (!edition) {
    return {
      edition: null,
      capacity: 0,
      taken: 0,
      remaining: 0,
      registrationOpen: false,
      closedReason: 'closed-by-staff',
    }
  }
  const closedReason = editionClosedReason(edition, now)
  return {
    edition: {
      id: edition.id,
      slug: edition.slug,
      title: edition.title,
      startsAt: edition.startsAt,
      endsAt: edition.endsAt,
    },
    capacity: edition.capacity ?? 0,
    taken: edition.taken,
    remaining: remainingSeats(edition),
    registrationOpen: closedReason === null,
    closedReason,
  }
}

const matches = (edition: EditionWithSeats, reference: EditionReference) =>
  'id' in reference ? edition.id === reference.id : edition.slug === reference.slug

/** Undefined for an edition the visitor may not see. */
export const seatSummary = async (
  payload: Payload,
  reference: EditionReference | null = null,
): Promise<SeatSummary | undefined> => {
  const editions = await editionsWithSeats(payload, { statuses: ['published', 'archived'] })
  const now = new Date()
  if (!reference) return summaryOf(featuredEdition(editions, now), now)
  const edition = editions.find((candidate) => matches(candidate, reference))
  return edition ? summaryOf(edition, now) : undefined
}
