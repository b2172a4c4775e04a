import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres'

import { watchConnectionErrors } from './connection-errors'
import { beginDurableTransaction, commitDurably } from './durable-transactions'

type AdapterArgs = Parameters<typeof postgresAdapter>[0]

/**
 * Payload's Postgres adapter with two repairs for running on a real, sometimes restarting
 * database: commits that fail are reported (durable-transactions.ts), and a pooled
 * connection that PostgreSQL closes (a restart, an administrator), idle or in use, is
 * logged instead of throwing an uncaught 'error' event (connection-errors.ts). The pool
 * reconnects on demand, so the site recovers by itself once the database is back.
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
        // Made here rather than by Payload's connect (which uses an existing pool), so that
        // every connection it ever opens, the first ones included, has its error listener.
        this.pool ??= watchConnectionErrors(new this.pg.Pool(this.poolOptions), this.payload.logger)
        await connect.apply(this, connectArgs)
      }
      adapter.beginTransaction = beginDurableTransaction
      adapter.commitTransaction = commitDurably
      return adapter as unknown as ReturnType<ReturnType<typeof postgresAdapter>['init']>
    },
  }
}
