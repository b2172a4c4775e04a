import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'

export type SubmissionRef = { collection: 'contact' | 'registrations'; id: number }

const TABLES: Record<SubmissionRef['collection'], ReturnType<typeof sql.identifier>> = {
  contact: sql.identifier('contact'),
  registrations: sql.identifier('registrations'),
}

/**
 * Locks the submission's row until the caller's transaction ends, so its e-mails are written
 * either wholly before an erasure (which then anonymises them) or after it (and then not at
 * all): an erasure updates the row and so waits for this lock, or this waits for it to commit.
 * Says whether the submission still exists and still holds its details.
 */
export const lockSubmissionDetails = async (
  req: PayloadRequest,
  { collection, id }: SubmissionRef,
): Promise<boolean> => {
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`select anonymised_at from ${TABLES[collection]} where id = ${id} for share`,
  )
  const row = rows[0] as { anonymised_at: Date | string | null } | undefined
  return row !== undefined && row.anonymised_at === null
}
