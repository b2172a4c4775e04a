import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'
import { admissionFigures, referenceParts } from '@/server/workshop/admission-figures'
import { nextReference } from '@/server/workshop/next-reference'
import { refuseWithoutRoom, type WorkshopWindow } from '@/server/workshop/seat-refusal'
import { seatsTaken } from '@/server/workshop/seats'

/** What admission hands to the final seat check (confirmSeats), within one create. */
export type Admission = { workshop: WorkshopWindow; participantCount: number; now: Date }

// Keyed by the create's request (hooks later in the create may replace its context object).
const admissions = new WeakMap<PayloadRequest, Admission>()

export const admissionOf = (req: PayloadRequest): Admission | undefined => admissions.get(req)

/**
 * Admits a new registration: checks that the workshop is open and has room, then sets the
 * price, the status and the reference number, whatever the browser sent for them. The seat
 * check here takes no lock (it answers most refusals early and cheaply); confirmSeats
 * repeats it under the seat lock as the create's last step, which is what guarantees that
 * two visitors never both take the last seats.
 */
export const admitRegistration: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const workshop = await req.payload.findGlobal({
    slug: 'workshop',
    req,
    depth: 0,
    // Only what admission reads: the global also holds every text of the workshop's pages.
    select: {
      title: true,
      referencePrefix: true,
      startsAt: true,
      capacity: true,
      registrationOpen: true,
      priceTiers: true,
      earlyBird: true,
    },
  })
  const participantCount = Array.isArray(data.participants) ? data.participants.length : 0
  const now = new Date()
  const db = await transactionDb(req)
  refuseWithoutRoom({
    workshop,
    takenByOthers: await seatsTaken(db),
    participantCount,
    now,
  })
  admissions.set(req, { workshop, participantCount, now })

  return {
    ...data,
    ...admissionFigures({ workshop, participantCount, now }),
    reference: await nextReference(db, referenceParts(workshop, now)),
    status: req.user && data.status ? data.status : 'pending',
  }
}
