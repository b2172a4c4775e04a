import { sql } from '@payloadcms/db-postgres'
import { APIError, type PayloadRequest } from 'payload'

import { rateLimitClient } from '@/lib/http/client-ip'

import { transactionDb } from './db'
import { clientAddress } from './http/client-address'

export type RateLimit = {
  name: string
  limit: number
  windowSeconds: number
  /** Written at once, outside the request's transaction, whose failure would roll it back. */
  countFailures?: boolean
  /** A staff token must not buy a second, unlimited budget of password guesses. */
  includeSignedIn?: boolean
}

export const RATE_LIMIT_MESSAGE = 'Too many submissions. Please try again later.'
export const AUTH_RATE_LIMIT_MESSAGE =
  'Too many attempts from your network. Please try again later.'

// In PostgreSQL, so the limit holds across instances. Public submissions count inside their own
// transaction: a refused one rolls its hit back, and a submission never waits for a second pool
// connection while holding one (under load that deadlocks the pool).
export const enforceRateLimit = async (req: PayloadRequest, rule: RateLimit): Promise<void> => {
  if (req.payloadAPI === 'local') return
  if (req.user && !rule.includeSignedIn) return
  const db = rule.countFailures ? req.payload.db.drizzle : await transactionDb(req)
  // Counted and read in one statement, so concurrent hits never lose a count.
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

export const refuseOverRateLimit = (
  req: PayloadRequest,
  rule: RateLimit,
  retryAfterSeconds: number,
): never => {
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(Math.max(1, retryAfterSeconds)))
  throw new APIError(rule.countFailures ? AUTH_RATE_LIMIT_MESSAGE : RATE_LIMIT_MESSAGE, 429)
}
