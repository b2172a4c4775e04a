import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { notEnoughSeatsMessage } from '@/lib/registration-window'
import { transactionDb } from '@/server/db'
import { lockSeats } from '@/server/workshop/seat-lock'
import { seatsTaken } from '@/server/workshop/seats'

// A cancelled registration gave its seats back; reviving it must not overbook the workshop.
export const guardStatusChange: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || originalDoc?.status !== 'cancelled') return data
  if (!data.status || data.status === 'cancelled') return data
  const db = await transactionDb(req)
  await lockSeats(db)
  const workshop = await req.payload.findGlobal({ slug: 'workshop', req })
  const remaining = Math.max(0, (workshop.capacity ?? 0) - (await seatsTaken(db)))
  if ((originalDoc.participantCount ?? 0) > remaining) {
    throw new APIError(notEnoughSeatsMessage(remaining), 409, { remainingSeats: remaining })
  }
  return data
}
