import { sql } from '@payloadcms/db-postgres'
import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { priceRegistration } from '@/lib/pricing'
import { formatRegistrationReference } from '@/lib/registration-reference'
import {
  CLOSED_MESSAGES,
  notEnoughSeatsMessage,
  registrationClosedReason,
} from '@/lib/registration-window'
import { inMalaysia } from '@/lib/malaysia-time'
import { transactionDb } from '@/server/db'
import { lockSeats } from '@/server/workshop/seat-lock'
import { seatsTaken } from '@/server/workshop/seats'

import { workshopPricing } from '@/server/workshop/pricing'

/**
 * Admits a new registration inside its own transaction: one at a time (a transaction-scoped
 * advisory lock), so two visitors can never both take the last seats. It checks that the
 * workshop is open and has room, then sets the price, the status and the reference number,
 * whatever the browser sent for them.
 */
export const admitRegistration: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const db = await transactionDb(req)
  await lockSeats(db)

  const workshop = await req.payload.findGlobal({ slug: 'workshop', req })
  const participantCount = Array.isArray(data.participants) ? data.participants.length : 0
  const remainingSeats = Math.max(0, (workshop.capacity ?? 0) - (await seatsTaken(db)))
  const now = new Date()

  const closed = registrationClosedReason({
    registrationOpen: Boolean(workshop.registrationOpen),
    startsAt: workshop.startsAt,
    remainingSeats,
    now,
  })
  if (closed) throw new APIError(CLOSED_MESSAGES[closed], 409)
  if (participantCount > remainingSeats) {
    throw new APIError(notEnoughSeatsMessage(remainingSeats), 409, { remainingSeats })
  }

  const price = priceRegistration({ participantCount, ...workshopPricing(workshop), at: now })
  const sequence = await db.execute<{ n: string }>(
    sql`select nextval('registration_reference_seq') as n`,
  )
  const year = inMalaysia(workshop.startsAt ?? now).getFullYear()

  return {
    ...data,
    programName: workshop.title,
    participantCount: price.participantCount,
    ratePerPerson: price.ratePerPerson,
    totalAmount: price.totalAmount,
    earlyBirdApplied: price.earlyBirdApplied,
    status: req.user && data.status ? data.status : 'pending',
    reference: formatRegistrationReference(
      workshop.referencePrefix || 'REG',
      year,
      Number(sequence.rows[0]?.n),
    ),
  }
}
