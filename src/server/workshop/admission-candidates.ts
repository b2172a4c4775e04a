import type { PayloadRequest } from 'payload'

import type { EditionSeats } from '@/lib/workshop/editions'
import { transactionDb } from '@/server/db'

import type { AdmissionSettings } from './admission-figures'
import { withSeats } from './editions'
import { seatsTakenByEdition } from './seats'

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

// Read in the registration's own transaction, so admission goes on with the same figures.
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
