import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

/** Seats held in one edition by its pending and confirmed registrations (cancelled ones gave theirs back). */
export const seatsTaken = async (db: Db, editionId: number): Promise<number> => {
  const result = await db.execute<{ taken: string | number }>(
    sql`select academy_edition_seats_taken(${editionId}::integer) as taken`,
  )
  return Number(result.rows[0]?.taken ?? 0)
}

/**
 * Seats held in editions, by edition id: in every edition that has registrations, or only in
 * the ones named.
 */
export const seatsTakenByEdition = async (
  db: Db,
  editionIds?: readonly number[],
): Promise<Map<number, number>> => {
  const only = editionIds
    ? sql`and edition_id = any(${`{${editionIds.map(Number).join(',')}}`}::integer[])`
    : sql``
  const result = await db.execute<{ edition: number; taken: string | number }>(
    sql`select edition_id as edition, coalesce(sum(participant_count), 0) as taken
        from registrations
        where (status in ('pending', 'confirmed') or status is null) ${only}
        group by edition_id`,
  )
  return new Map(result.rows.map((row) => [Number(row.edition), Number(row.taken)]))
}
