import { sql } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'

import { transactionDb } from './db'
import { clientAddress } from './http/client-address'

export type RateLimit = { name: string; limit: number; windowSeconds: number }

export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please try again later.'

/**
 * Counts submissions per client and form in fixed windows, in PostgreSQL so the limit holds
 * across app instances. It counts inside the submission's transaction: only submissions
 * that are stored count (a refused one rolls its hit back), and a submission never waits
 * for a second pool connection while holding one, which under load would deadlock the
 * pool. Staff and the Local API (seeding, scripts) are not limited.
 */
export const enforceRateLimit = async (req: PayloadRequest, rule: RateLimit): Promise<void> => {
  if (req.user || req.payloadAPI === 'local') return
  const key = `${rule.name}:${clientAddress(req)}`
  const db = await transactionDb(req)
  const result = await db.execute<{ hits: number }>(sql`
    insert into form_rate_limits (key, window_start, hits)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds}), 1)
    on conflict (key, window_start) do update set hits = form_rate_limits.hits + 1
    returning hits`)
  const hits = Number(result.rows[0]?.hits ?? 0)
  if (hits === 1) {
    // A new window began: forget windows older than a day.
    await db.execute(
      sql`delete from form_rate_limits where window_start < now() - interval '1 day'`,
    )
  }
  if (hits > rule.limit) throw new APIError(RATE_LIMIT_MESSAGE, 429)
}
