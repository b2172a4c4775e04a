import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { registrationClosedReason, type ClosedReason } from '@/lib/registration-window'
import { transactionDb, type Db } from '@/server/db'

// Pending and confirmed registrations hold seats; cancelled ones give them back.
const HOLDS_SEATS = sql`status in ('pending', 'confirmed') or status is null`

export const seatsTaken = async (db: Db): Promise<number> => {
  const result = await db.execute<{ taken: string | number }>(
    sql`select coalesce(sum(participant_count), 0) as taken from registrations where ${HOLDS_SEATS}`,
  )
  return Number(result.rows[0]?.taken ?? 0)
}

export type SeatSummary = {
  capacity: number
  taken: number
  remaining: number
  registrationOpen: boolean
  closedReason: ClosedReason | null
}

/** What the registration form shows: seats left and whether registration is open. */
export const seatSummary = async (payload: Payload, req?: PayloadRequest): Promise<SeatSummary> => {
  const workshop = await payload.findGlobal({ slug: 'workshop', req })
  const db = req ? await transactionDb(req) : payload.db.drizzle
  const taken = await seatsTaken(db)
  const capacity = workshop.capacity ?? 0
  const remaining = Math.max(0, capacity - taken)
  const closedReason = registrationClosedReason({
    registrationOpen: Boolean(workshop.registrationOpen),
    startsAt: workshop.startsAt,
    remainingSeats: remaining,
    now: new Date(),
  })
  return { capacity, taken, remaining, registrationOpen: closedReason === null, closedReason }
}
