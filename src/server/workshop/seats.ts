import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

export const seatsTaken = async (db: Db, editionId: number): Promise<number> => {
  const result = await db.execute<{ taken: string | number }>(
    sql`select academy_edition_seats_taken(${editionId}::integer) as taken`,
  )
  return Number(result.rows[0]?.taken ?? 0)
}

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
