import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'

// Held until the transaction ends, so payments recorded for it at once sum one after the other
// and an erasure of its contact waits for them.
export const holdRegistration = async (req: PayloadRequest, id: number): Promise<boolean> => {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select id from registrations where id = ${id} for update`)
  return rows.length > 0
}
