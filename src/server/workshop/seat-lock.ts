import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

// Held until the caller's transaction ends, so two visitors never both take an edition's last
// seats, while bookings for another edition never wait.
export const lockSeats = async (db: Db, editionId: number): Promise<void> => {
  await db.execute(sql`select academy_lock_edition_seats(${editionId}::integer)`)
}
