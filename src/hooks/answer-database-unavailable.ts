import type { AfterErrorHook } from 'payload'

import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '@/lib/database-availability'

// A 503 with Retry-After (nothing was stored) instead of a bare 500, so clients and load
// balancers retry; the pool reconnects by itself once the database is back.
export const answerDatabaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  return { response: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] }, status: 503 }
}
