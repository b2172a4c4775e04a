import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'

/**
 * The first of the lock's two keys, the user's id the second: a key space of its own, apart
 * from the one-key locks and the editions' seat locks (which use other first keys).
 */
const AUDIT_READS_OF_USER = 726_190_430

/**
 * Takes turns, per user, at the audit entry summarising their reads: two reads answered at
 * once would otherwise both find the same entry (or none) and one count would be lost. Held
 * until the request's transaction ends, so it must be taken inside one.
 */
export const lockReadSummaryOf = async (req: PayloadRequest, userId: number): Promise<void> => {
  const db = await transactionDb(req)
  await db.execute(
    sql`select pg_advisory_xact_lock(${AUDIT_READS_OF_USER}::integer, ${userId}::integer)`,
  )
}
