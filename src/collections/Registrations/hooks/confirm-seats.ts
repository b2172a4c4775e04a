import type { CollectionAfterOperationHook } from 'payload'

import { transactionDb } from '@/server/db'
import { lockSeats } from '@/server/workshop/seat-lock'
import { refuseWithoutRoom } from '@/server/workshop/seat-refusal'
import { seatsTaken } from '@/server/workshop/seats'

import { admissionOf } from './admit-registration'

// The create's last step, just before commit: bookings for an edition take turns on its seat lock
// (held until commit) and each counts the committed registrations plus its own, so two can never
// both take the last seats; a refusal rolls the whole create back. Doing it last holds the lock
// for one count and the commit only, not for the whole create.
export const confirmSeats: CollectionAfterOperationHook<'registrations'> = async ({
  args,
  operation,
  result,
}) => {
  if (operation !== 'create') return result
  const admission = admissionOf(args.req)
  if (!admission) throw new Error('A registration was created without being admitted')
  const db = await transactionDb(args.req)
  await lockSeats(db, admission.edition.id)
  refuseWithoutRoom({
    edition: admission.edition,
    takenByOthers: (await seatsTaken(db, admission.edition.id)) - admission.participantCount,
    participantCount: admission.participantCount,
    now: admission.now,
  })
  return result
}
