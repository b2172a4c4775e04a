import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { CLOSED_MESSAGES, notEnoughSeatsMessage } from '@/lib/registration-window'
import { remainingSeats } from '@/lib/workshop/editions'
import { transactionDb } from '@/server/db'
import { lockSeats } from '@/server/workshop/seat-lock'
import { seatsTaken } from '@/server/workshop/seats'

import { editionIdOf } from './edition-id'

// Reviving a cancelled registration or moving one to another edition takes seats, so capacity is
// checked again under the edition's seat lock. A moved registration keeps its admitted price.
export const guardSeatChanges: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const status = data.status ?? originalDoc.status
  if (status === 'cancelled') return data
  const from = editionIdOf(originalDoc.edition)
  const to = data.edition === undefined ? from : editionIdOf(data.edition)
  // Not an edition id: Payload's validation of the field refuses it (400).
  if (to === null) return data
  const revived = originalDoc.status === 'cancelled'
  const moved = to !== from
  if (!revived && !moved) return data

  const { docs } = await req.payload.find({
    collection: 'workshop-editions',
    where: { id: { equals: to } },
    limit: 1,
    pagination: false,
    req,
    depth: 0,
    select: { title: true, status: true, capacity: true },
  })
  const edition = docs[0]
  // No such edition: Payload's validation of the field refuses it (400).
  if (!edition) return data
  const db = await transactionDb(req)
  await lockSeats(db, to)
  if (edition.status === 'draft') throw new APIError(CLOSED_MESSAGES['closed-by-staff'], 409)
  // This registration holds no seats in `to` yet: it was cancelled, or it was in another edition.
  const remaining = remainingSeats({ capacity: edition.capacity, taken: await seatsTaken(db, to) })
  if ((originalDoc.participantCount ?? 0) > remaining) {
    throw new APIError(notEnoughSeatsMessage(remaining), 409, { remainingSeats: remaining })
  }
  return moved ? { ...data, edition: to, programName: edition.title } : data
}
