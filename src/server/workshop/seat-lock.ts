import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

/**
 * Seat bookings take turns: the lock (one advisory lock, taken by a database function) is
 * held until the caller's transaction ends, so two visitors can never both take the last
 * seats.
 */
export const lockSeats = async (db: Db): Promise<void> => {
  await db.execute(sql`select academy_lock_seats()`)
}
