import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

// Any fixed number shared by all app instances.
const SEAT_LOCK_KEY = 7_261_904_116

/**
 * Seat bookings take turns: the lock is held until the caller's transaction ends, so two
 * visitors can never both take the last seats.
 */
export const lockSeats = async (db: Db): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(${SEAT_LOCK_KEY})`)
}
