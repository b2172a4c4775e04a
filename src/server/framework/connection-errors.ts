/**
 * Part of the durable-postgres.ts patch: the pool it makes in place of the adapter's own,
 * with an 'error' listener on every client (node-postgres only listens on idle ones). Remove
 * when the adapter's pool handles a checked-out client's errors.
 */
import type { Pool, PoolClient } from 'pg'

type Logger = { warn: (message: string) => void }

/**
 * Gives every pooled connection a listener for the errors PostgreSQL's going away raises
 * ("terminating connection due to administrator command", "Connection terminated
 * unexpectedly"). `pg` emits them as an 'error' event on the client; the pool listens only
 * while a client is idle, so a client checked out by a request (a transaction between two
 * queries) had no listener, and each restart under load threw uncaught exceptions. The
 * request itself still fails (its query or COMMIT errors and it is answered 503), and the
 * pool discards the broken client when it is released.
 */
export const watchConnectionErrors = (pool: Pool, logger: Logger): Pool => {
  const lost = (error: Error) => logger.warn(`PostgreSQL closed a connection: ${error.message}`)
  pool.on('connect', (client: PoolClient) => client.on('error', lost))
  // The pool re-emits an idle client's error, which the client's own listener has logged.
  pool.on('error', () => undefined)
  return pool
}
