import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'
import {
  admissionFigures,
  referenceParts,
  type AdmissionSettings,
} from '@/server/workshop/admission-figures'
import { ADMISSION_SELECT } from '@/server/workshop/admission-candidates'
import { nextReference } from '@/server/workshop/next-reference'
import { refuseWithoutRoom } from '@/server/workshop/seat-refusal'
import { seatsTaken } from '@/server/workshop/seats'

import { chosenEditionOf } from './choose-edition'
import { editionIdOf } from './edition-id'

export type Admission = { edition: AdmissionSettings; participantCount: number; now: Date }

// Read and written through `req.context` each time, never a hook's `context` argument: a nested
// Local API call on the same request replaces `req.context` with a copy.
const ADMISSION = 'registrations.admission'

export const admissionOf = (req: PayloadRequest): Admission | undefined =>
  req.context[ADMISSION] as Admission | undefined

// Sets the price, status and reference whatever the browser sent. This seat check takes no lock
// and answers most refusals early; confirmSeats repeats it under the edition's seat lock as the
// create's last step, which is what keeps two visitors from both taking the last seats.
export const admitRegistration: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const editionId = editionIdOf(data.edition)
  if (editionId === null) throw new Error('A registration reached admission without an edition')
  const chosen = chosenEditionOf(req)
  const handedOver = chosen?.edition.id === editionId ? chosen : undefined
  const edition: AdmissionSettings =
    handedOver?.edition ??
    (await req.payload.findByID({
      collection: 'workshop-editions',
      id: editionId,
      req,
      depth: 0,
      select: ADMISSION_SELECT,
    }))
  const participantCount = Array.isArray(data.participants) ? data.participants.length : 0
  const now = new Date()
  const db = await transactionDb(req)
  refuseWithoutRoom({
    edition,
    takenByOthers: handedOver?.taken ?? (await seatsTaken(db, edition.id)),
    participantCount,
    now,
  })
  req.context[ADMISSION] = { edition, participantCount, now }

  return {
    ...data,
    edition: edition.id,
    ...admissionFigures({ edition, participantCount, now }),
    reference: await nextReference(db, referenceParts(edition, now)),
    status: req.user && data.status ? data.status : 'pending',
  }
}
