import type { PayloadRequest } from 'payload'

import type { EditionSeats } from '@/lib/workshop/editions'
import { transactionDb } from '@/server/db'

import type { AdmissionSettings } from './admission-figures'
import { withSeats } from './editions'
import { seatsTakenByEdition } from './seats'

/** What admission reads of an edition: its window, seats, price table and reference prefix. */
export const ADMISSION_SELECT = {
  title: true,
  referencePrefix: true,
  status: true,
  startsAt: true,
  capacity: true,
  registrationOpen: true,
  priceTiers: true,
  earlyBird: true,
} as const

/** An edition a registration naming no edition may go to, with the seats already held in it. */
export type AdmissionCandidate = AdmissionSettings & EditionSeats

/**
 * The published editions, with only what choosing one and admitting to it read, and the
 * seats held in each, read in the registration's own transaction: admission goes on with
 * the same figures instead of reading the edition and its seats again.
 */
export const admissionCandidates = async (req: PayloadRequest): Promise<AdmissionCandidate[]> => {
  const { docs } = await req.payload.find({
    collection: 'workshop-editions',
    where: { status: { equals: 'published' } },
    sort: 'startsAt',
    pagination: false,
    depth: 0,
    select: { ...ADMISSION_SELECT, slug: true, endsAt: true },
    req,
  })
  const taken = await seatsTakenByEdition(
    await transactionDb(req),
    docs.map((edition) => edition.id),
  )
  return docs.map((edition) => withSeats(edition, taken))
}
