import { sql } from '@payloadcms/db-postgres'

import type { Db } from '@/server/db'

// Formatted by a database function (migration 20261124_031930). A refused registration leaves a
// gap in the numbers, as any rolled-back sequence does.
export const nextReference = async (
  db: Db,
  { prefix, year }: { prefix: string; year: number },
): Promise<string> => {
  const result = await db.execute<{ reference: string }>(
    sql`select academy_registration_reference(${prefix}, ${year}, nextval('registration_reference_seq')) as reference`,
  )
  const reference = result.rows[0]?.reference
  if (!reference) throw new Error('No registration reference was given')
  return reference
}
