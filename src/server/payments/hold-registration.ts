import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@/server/db'

/**
 * Locks a registration's row until the request's transaction ends, so two payments recorded
 * for it at once (two admins, two statement lines) sum one after the other, and an erasure
 * of its contact waits for them. False when there is no such registration.
 */
export const holdRegistration = async (req: PayloadRequest, id: number): Promise<boolean> => {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select id from registrations where id = ${id} for update`)
  return rows.length > 0
}
