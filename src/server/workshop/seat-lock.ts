import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

/**
 * Seat bookings for one edition take turns: the lock (an advisory lock per edition, taken by
 * a database function) is held until the caller's transaction ends, so two visitors can never
 * both take an edition's last seats, while bookings for another edition never wait for it.
 */
export const lockSeats = async (db: Db, editionId: number): Promise<void> => {
  await db.execute(sql`select academy_lock_edition_seats(${editionId}::integer)`)
}
