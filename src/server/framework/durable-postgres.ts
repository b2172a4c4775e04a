/**
 * Framework patch: replaces the Postgres adapter's `connect`, `beginTransaction`,
 * `commitTransaction` and `updateJobs` on the instance `postgresAdapter().init` returns.
 * Works around: a failed COMMIT reported as success (payloadcms/payload#17726), a transaction
 * whose connection PostgreSQL ended staying checked out, the job runner's failed writes
 * leaving their transaction open, and a checked-out client's 'error' event going uncaught.
 * Remove: each replacement once the adapter does the same (#17726 merged and released for the
 * commit; the other three are still Payload 3.90's behaviour), checked by
 * tests/int/database-connection-loss.test.ts.
 */
import { postgresAdapter } from '@payloadcms/db-postgres'

import { watchConnectionErrors } from './connection-errors'
import { beginDurableTransaction, commitDurably, type DurableAdapter } from './durable-transactions'
import { rollBackFailedJobUpdates } from './job-updates'
import { lostSessions } from './lost-sessions'

type AdapterArgs = Parameters<typeof postgresAdapter>[0]

/**
 * Payload's Postgres adapter with repairs for running on a real, sometimes restarting
 * database: commits that fail are reported, and a transaction whose connection PostgreSQL
 * ends is rolled back and its connection released (durable-transactions.ts); a failed write
 * of the job runner rolls its transaction back (job-updates.ts); and a pooled connection
 * that PostgreSQL closes, idle or in use, is logged instead of throwing an uncaught 'error'
 * event (connection-errors.ts). The pool reconnects on demand, so the site recovers by
 * itself once the database is back.
 */
export const durablePostgresAdapter = (args: AdapterArgs): ReturnType<typeof postgresAdapter> => {
  const base = postgresAdapter(args)
  return {
    ...base,
    init: (initArgs) => {
      const adapter = base.init(initArgs) as unknown as DurableAdapter & {
        connect: (...connectArgs: unknown[]) => Promise<void>
      }
      const connect = adapter.connect
      adapter.connect = async function (this: typeof adapter, ...connectArgs: unknown[]) {
        // Made here rather than by Payload's connect (which uses an existing pool), so that
        // every connection it ever opens, the first ones included, has its error listener.
        this.pool ??= watchConnectionErrors(new this.pg.Pool(this.poolOptions), this.payload.logger)
        await connect.apply(this, connectArgs)
      }
      adapter.lostSessions = lostSessions()
      adapter.beginTransaction = beginDurableTransaction
      adapter.commitTransaction = commitDurably
      adapter.updateJobs = rollBackFailedJobUpdates(adapter.updateJobs)
      return adapter as unknown as ReturnType<ReturnType<typeof postgresAdapter>['init']>
    },
  }
}
