import { sql } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'

import { rateLimitClient } from '@/lib/http/client-ip'

import { transactionDb } from './db'
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
  /**
   * Count signed-in callers too. Sign-in and password resets: a staff token must not buy a
   * second, unlimited budget of password guesses against other accounts.
   */
  includeSignedIn?: boolean
}

export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please try again later.'
export const AUTH_RATE_LIMIT_MESSAGE =
  'Too many attempts from your network. Please try again later.'

/**
 * Counts requests per client and purpose in fixed windows, in PostgreSQL so the limit holds
 * across app instances. Public submissions count inside their own transaction: only stored
 * ones count (a refused one rolls its hit back), and a submission never waits for a second
 * pool connection while holding one, which under load would deadlock the pool. The Local API
 * (seeding, scripts) is not limited, nor are staff on the public forms; sign-in attempts are
 * limited signed in or not. Over the limit: 429 with Retry-After.
 */
export const enforceRateLimit = async (req: PayloadRequest, rule: RateLimit): Promise<void> => {
  if (req.payloadAPI === 'local') return
  if (req.user && !rule.includeSignedIn) return
  const db = rule.countFailures ? req.payload.db.drizzle : await transactionDb(req)
  // One hit in the client's current window, counted and read in one statement by a database
  // function, so concurrent hits never lose a count; windows older than a day are forgotten.
  const result = await db.execute<{ hit_count: number; retry_after_seconds: number }>(
    sql`select * from academy_rate_limit_hit(${rateLimitKey(req, rule)}, ${rule.windowSeconds})`,
  )
  const hits = Number(result.rows[0]?.hit_count ?? 0)
  if (hits > rule.limit) {
    refuseOverRateLimit(
      req,
      rule,
      Number(result.rows[0]?.retry_after_seconds ?? rule.windowSeconds),
    )
  }
}

/** Whom a hit counts against: the purpose and the client (an IPv6 client is its /64). */
export const rateLimitKey = (req: PayloadRequest, rule: RateLimit): string =>
  `${rule.name}:${rateLimitClient(clientAddress(req))}`

/** 429 with Retry-After: the client is over the limit for this window. */
export const refuseOverRateLimit = (
  req: PayloadRequest,
  rule: RateLimit,
  retryAfterSeconds: number,
): never => {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(Math.max(1, retryAfterSeconds)))
  throw new APIError(rule.countFailures ? AUTH_RATE_LIMIT_MESSAGE : RATE_LIMIT_MESSAGE, 429)
}
