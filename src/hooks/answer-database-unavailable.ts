import type { AfterErrorHook } from 'payload'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '@/lib/database-availability'

/**
 * While PostgreSQL is down or restarting, API calls answer 503 with a JSON error and
 * Retry-After (nothing was stored), instead of a bare 500. Clients and load balancers then
 * retry; the pool reconnects by itself once the database is back.
 */
export const answerDatabaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  return { response: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] }, status: 503 }
}
