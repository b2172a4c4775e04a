import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'

/** Fixed 64-bit keys; each only has to be the same in every app instance. */
export const LOCKS = {
  /** Document numbers are taken one at a time, so no sequence has gaps or repeats. */
  receiptNumbers: 7_261_904_201,
  refundNoteNumbers: 7_261_904_203,
  invoiceNumbers: 7_261_904_204,
  /** Certificates are issued one batch at a time: one each per person, numbers without gaps. */
  certificateNumbers: 7_261_904_205,
  /** Statement imports take turns, so two admins importing one file store each line once. */
  statementImports: 7_261_904_202,
} as const

export const lockUntilCommit = async (req: PayloadRequest, key: number): Promise<void> => {
  const db = await transactionDb(req)
  await db.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`)
}
