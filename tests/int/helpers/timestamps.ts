import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Moves a record's creation time, which Payload itself always sets to "now": exports and
 * lists are checked against known Malaysian dates, and same-instant ties.
 */
export const setCreatedAt = async (
  payload: Payload,
  table: 'registrations' | 'contact',
  id: number,
  createdAt: string,
) => {
  await payload.db.drizzle.execute(
    sql`update ${sql.identifier(table)} set created_at = ${createdAt} where id = ${id}`,
  )
}
