import { sql } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'

import { transactionDb, type Db } from './db'
import { clientAddress } from './http/client-address'

export type RateLimit = {
  name: string
  limit: number
  windowSeconds: number
  /**
   * Count attempts that fail too (logins, password resets): the hit is written at once, not
   * inside the request's transaction, whose failure would roll it back.
   */
  countFailures?: boolean
}

export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please try again later.'
export const AUTH_RATE_LIMIT_MESSAGE =
  'Too many attempts from your network. Please try again later.'

/**
 * Counts requests per client and purpose in fixed windows, in PostgreSQL so the limit holds
 * across app instances. Public submissions count inside their own transaction: only stored
 * ones count (a refused one rolls its hit back), and a submission never waits for a second
 * pool connection while holding one, which under load would deadlock the pool. Staff and the
 * Local API (seeding, scripts) are not limited. Over the limit: 429 with Retry-After.
 */
export const enforceRateLimit = async (
  req: PayloadRequest,
  rule: RateLimit,
  /** The transaction to count in, when it is not the request's own (the public registration path). */
  transaction?: Db,
): Promise<void> => {
  if (req.user || req.payloadAPI === 'local') return
  const key = `${rule.name}:${clientAddress(req)}`
  const db = rule.countFailures
    ? req.payload.db.drizzle
    : (transaction ?? (await transactionDb(req)))
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    insert into form_rate_limits (key, window_start, hits)
    values (${key}, to_timestamp(floor(extract(epoch from now()) / ${rule.windowSeconds}) * ${rule.windowSeconds}), 1)
    on conflict (key, window_start) do update set hits = form_rate_limits.hits + 1
    returning hits, ceil(extract(epoch from window_start) + ${rule.windowSeconds} - extract(epoch from now()))::int as retry_after`)
  const hits = Number(result.rows[0]?.hits ?? 0)
  if (hits === 1) {
    // A new window began: forget windows older than a day.
    await db.execute(
      sql`delete from form_rate_limits where window_start < now() - interval '1 day'`,
    )
  }
  if (hits > rule.limit) {
    const retryAfter = Math.max(1, Number(result.rows[0]?.retry_after ?? rule.windowSeconds))
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(retryAfter))
    throw new APIError(rule.countFailures ? AUTH_RATE_LIMIT_MESSAGE : RATE_LIMIT_MESSAGE, 429)
  }
}
