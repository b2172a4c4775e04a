import { APIError, ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { notEnoughSeatsMessage } from '@/lib/registration-window'
import { MAX_PARTICIPANTS, normaliseParticipants } from '@/lib/participants'
import { PARTICIPANT_REQUIRED, TOO_MANY_PARTICIPANTS } from '@/lib/validation/messages'
import { remainingSeats } from '@/lib/workshop/editions'
import { transactionDb } from '@/server/db'
import { admissionFigures } from '@/server/workshop/admission-figures'
import { ADMISSION_SELECT } from '@/server/workshop/admission-candidates'
import { lockSeats } from '@/server/workshop/seat-lock'
import { seatsTaken } from '@/server/workshop/seats'

import { editionIdOf } from './edition-id'

const namesOf = (rows: unknown) => normaliseParticipants(rows).map((p) => p.name)

// The price is worked out again from the edition's table and early bird as they applied when it
// registered; more people re-check the seats under the seat lock. The money follows after the
// change (reconcileMoney).
export const repriceParticipants: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc || data.participants === undefined) return data
  const participants = normaliseParticipants(data.participants)
  const before = namesOf(originalDoc.participants)
  if (participants.map((p) => p.name).join('\n') === before.join('\n')) {
    return { ...data, participants: originalDoc.participants }
  }
  // A name corrected (or anonymised) is the same seat at the same price.
  if (participants.length === before.length && participants.length > 0) {
    return { ...data, participants }
  }
  const problem =
    participants.length === 0
      ? PARTICIPANT_REQUIRED
      : participants.length > MAX_PARTICIPANTS
        ? TOO_MANY_PARTICIPANTS
        : null
  if (problem) {
    throw new ValidationError({
      collection: 'registrations',
      errors: [{ path: 'participants', message: problem }],
    })
  }
  const editionId = editionIdOf(data.edition ?? originalDoc.edition)
  if (editionId === null) return data
  const edition = await req.payload.findByID({
    collection: 'workshop-editions',
    id: editionId,
    depth: 0,
    select: ADMISSION_SELECT,
    req,
  })
  const added = participants.length - before.length
  const status = data.status ?? originalDoc.status
  if (added > 0 && status !== 'cancelled') {
    const db = await transactionDb(req)
    await lockSeats(db, editionId)
    const remaining = remainingSeats({
      capacity: edition.capacity,
      taken: await seatsTaken(db, editionId),
    })
    if (added > remaining) throw new APIError(notEnoughSeatsMessage(remaining), 409)
  }
  const figures = admissionFigures({
    edition,
    participantCount: participants.length,
    now: new Date(originalDoc.createdAt),
  })
  return {
    ...data,
    participants,
    participantCount: figures.participantCount,
    ratePerPerson: figures.ratePerPerson,
    totalAmount: figures.totalAmount,
    earlyBirdApplied: figures.earlyBirdApplied,
  }
}
