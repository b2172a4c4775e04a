import type { CollectionAfterOperationHook } from 'payload'

import { transactionDb } from '@/server/db'
import { lockSeats } from '@/server/workshop/seat-lock'
import { refuseWithoutRoom } from '@/server/workshop/seat-refusal'
import { seatsTaken } from '@/server/workshop/seats'

import { admissionOf } from './admit-registration'

/**
 * The seat check that counts: the last step of a registration's create, just before its
 * transaction commits. Bookings for one edition take turns on its seat lock (held until
 * commit), and each counts every committed registration of the edition plus its own, so two
 * can never both take its last seats; a refusal rolls the whole create back (row,
 * participants, queued e-mails). Doing it last keeps the lock for one count and the commit,
 * not for the whole create, so registrations under load do not wait for each other's writes;
 * bookings for other editions never wait for this one.
 */
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
