/**
 * Framework patch: replaces the Postgres adapter's `connect`, `beginTransaction`,
 * `commitTransaction` and `updateJobs`. Works around a failed COMMIT reported as success
 * (payloadcms/payload#17726), transactions left open when PostgreSQL ends their connection or a
 * job-runner write fails, and a checked-out client's uncaught 'error' event. Remove each
 * replacement once the adapter does the same (tests/int/database-connection-loss.test.ts).
 */
import { postgresAdapter } from '@payloadcms/db-postgres'

import { watchConnectionErrors } from './connection-errors'
import { beginDurableTransaction, commitDurably, type DurableAdapter } from './durable-transactions'
import { rollBackFailedJobUpdates } from './job-updates'
import { lostSessions } from './lost-sessions'

type AdapterArgs = Parameters<typeof postgresAdapter>[0]

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
        // Made here, not by Payload's connect, so even the first connections get the listener.
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
