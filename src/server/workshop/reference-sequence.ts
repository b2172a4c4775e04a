import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

/**
 * The next registration reference number. Taken inside the registration's transaction; a
 * refused registration leaves a gap in the numbers, as any rolled-back sequence does.
 */
export const nextReferenceSequence = async (db: Db): Promise<number> => {
  const result = await db.execute<{ n: string }>(
    sql`select nextval('registration_reference_seq') as n`,
  )
  return Number(result.rows[0]?.n)
}
