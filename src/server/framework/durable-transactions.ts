/**
 * Framework patch (installed by durable-postgres.ts): the adapter's begin and commit, kept in
 * its own `sessions` table as Payload's are. Works around payloadcms/payload#17726 (COMMIT
 * errors swallowed). Remove with durable-postgres.ts's commit replacement.
 */
import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PoolClient } from 'pg'

import { rememberLostSession, wasLost, type LostSessions } from './lost-sessions'

export type DurableAdapter = PostgresAdapter & {
  transactionOptions: unknown
  initializing: Promise<void>
  lostSessions: LostSessions
}
type Session = DurableAdapter['sessions'][string] & { openedAt: number }

class RolledBack extends Error {
  constructor() {
    super('Transaction rolled back')
  }
}

/** Drizzle keeps a transaction's pooled client on its session. */
const clientOf = (transaction: unknown): PoolClient | undefined =>
  (transaction as { session?: { client?: PoolClient } }).session?.client

// A failed COMMIT fails the operation, so nobody gets a receipt for something never stored. When
// PostgreSQL ends an open transaction's connection (a restart, idle_in_transaction_session_timeout)
// it is rolled back at once, so the connection leaves the pool and a later commit fails.
export async function beginDurableTransaction(
  this: DurableAdapter,
  options?: Record<string, unknown>,
) {
  await this.initializing
  let transaction: unknown
  let finish: (commit: boolean) => void = () => undefined
  let outcome: Promise<unknown> = Promise.resolve()
  try {
    await new Promise<void>((opened, failedToOpen) => {
      outcome = this.drizzle.transaction(
        async (tx) => {
          transaction = tx
          opened()
          await new Promise<void>((commit, rollBack) => {
            finish = (ok) => (ok ? commit() : rollBack(new RolledBack()))
          })
        },
        (options ?? this.transactionOptions) as Parameters<typeof this.drizzle.transaction>[1],
      )
      // Before the callback ran this is a failure to begin; afterwards `resolve`/`reject` await it.
      outcome.catch(failedToOpen)
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    this.payload.logger.error({ err: error, msg: `cannot begin transaction: ${message}` })
    throw new Error(`Error: cannot begin transaction: ${message}`, { cause: error })
  }
  const id = randomUUID()
  const client = clientOf(transaction)
  const reclaim = (error: Error) => {
    if (this.sessions[id] !== session) return
    delete this.sessions[id]
    rememberLostSession(this.lostSessions, id)
    finish(false)
    const openFor = Math.round((Date.now() - session.openedAt) / 1000)
    this.payload.logger.warn(
      `Reclaimed a database connection: PostgreSQL ended a transaction open for ${openFor} s ` +
        `(${error.message}); it was rolled back and its connection left the pool.`,
    )
  }
  const session: Session = {
    db: transaction as Session['db'],
    openedAt: Date.now(),
    resolve: async () => {
      finish(true)
      await outcome
    },
    reject: async () => {
      finish(false)
      await outcome.catch(() => undefined)
    },
  }
  client?.once('error', reclaim)
  void outcome.then(
    () => client?.off('error', reclaim),
    () => client?.off('error', reclaim),
  )
  this.sessions[id] = session
  return id
}

export async function commitDurably(
  this: DurableAdapter,
  incomingId: number | string | Promise<number | string>,
) {
  const id = String(await incomingId)
  const session = this.sessions[id]
  if (!session) {
    if (wasLost(this.lostSessions, id)) {
      throw new Error('Cannot commit: the database connection of this transaction was lost')
    }
    return
  }
  delete this.sessions[id]
  await session.resolve()
}

export const openTransactionAges = (adapter: DurableAdapter, now = Date.now()): number[] =>
  Object.values(adapter.sessions).map((session) => now - ((session as Session).openedAt ?? now))
