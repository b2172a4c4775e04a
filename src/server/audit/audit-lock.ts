import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'

// The first of two keys (the second is the user's id), apart from the one-key and seat locks.
const AUDIT_READS_OF_USER = 726_190_430

// Two reads answered at once would both find the same entry (or none) and lose a count. Held
// until the request's transaction ends, so it must be taken inside one.
export const lockReadSummaryOf = async (req: PayloadRequest, userId: number): Promise<void> => {
  const db = await transactionDb(req)
  await db.execute(
    sql`select pg_advisory_xact_lock(${AUDIT_READS_OF_USER}::integer, ${userId}::integer)`,
  )
}
