/**
 * Part of the durable-postgres.ts patch: its pool gives every client an 'error' listener
 * (node-postgres listens only on idle ones). Remove when the adapter's pool does this.
 */
import type { Pool, PoolClient } from 'pg'

type Logger = { warn: (message: string) => void }

// Without it, a restart of PostgreSQL under a checked-out client (mid-transaction) throws an
// uncaught exception. The request still fails (503); the pool discards the client on release.
export const watchConnectionErrors = (pool: Pool, logger: Logger): Pool => {
  const lost = (error: Error) => logger.warn(`PostgreSQL closed a connection: ${error.message}`)
  pool.on('connect', (client: PoolClient) => client.on('error', lost))
  // The pool re-emits an idle client's error, which the client's own listener has logged.
  pool.on('error', () => undefined)
  return pool
}
