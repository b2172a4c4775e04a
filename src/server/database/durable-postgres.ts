import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres'

import { beginDurableTransaction, commitDurably } from './durable-transactions'

type AdapterArgs = Parameters<typeof postgresAdapter>[0]

/**
 * Payload's Postgres adapter with two repairs for running on a real, sometimes restarting
 * database: commits that fail are reported (durable-transactions.ts), and an idle pooled
 * connection that PostgreSQL closes (a restart, an administrator) is logged instead of
 * crashing the server with an unhandled 'error' event. The pool reconnects on demand, so
 * the site recovers by itself once the database is back.
 */
export const durablePostgresAdapter = (args: AdapterArgs): ReturnType<typeof postgresAdapter> => {
  const base = postgresAdapter(args)
  return {
    ...base,
    init: (initArgs) => {
      const adapter = base.init(initArgs) as unknown as PostgresAdapter & {
        connect: (...connectArgs: unknown[]) => Promise<void>
        beginTransaction: unknown
        commitTransaction: unknown
      }
      const connect = adapter.connect
      adapter.connect = async function (this: typeof adapter, ...connectArgs: unknown[]) {
        await connect.apply(this, connectArgs)
        if (this.pool && this.pool.listenerCount('error') === 0) {
          this.pool.on('error', (error) =>
            this.payload.logger.warn(`PostgreSQL closed an idle connection: ${error.message}`),
          )
        }
      }
      adapter.beginTransaction = beginDurableTransaction
      adapter.commitTransaction = commitDurably
      return adapter as unknown as ReturnType<ReturnType<typeof postgresAdapter>['init']>
    },
  }
}
