import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'

type Adapter = PostgresAdapter & {
  transactionOptions: unknown
  initializing: Promise<void>
}
type Session = Adapter['sessions'][string]

/** The transaction was ended on purpose (an operation failed and rolled its work back). */
class RolledBack extends Error {
  constructor() {
    super('Transaction rolled back')
  }
}

/**
 * Payload 3.90's Postgres adapter reports a transaction as committed even when COMMIT fails
 * (it swallows the error twice), so a create acknowledged with 201 could be missing from the
 * database, which was seen when PostgreSQL restarted under load. These replacements keep the
 * outcome of COMMIT: a failed commit fails the operation, and the visitor gets an error they
 * can retry instead of a receipt for something that was never stored.
 */
export async function beginDurableTransaction(this: Adapter, options?: Record<string, unknown>) {
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
      // Before the callback ran, this is a connection that could not begin; afterwards the
      // outcome is awaited by `resolve` / `reject` below.
      outcome.catch(failedToOpen)
    })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    this.payload.logger.error({ err: error, msg: `cannot begin transaction: ${message}` })
    throw new Error(`Error: cannot begin transaction: ${message}`, { cause: error })
  }
  const id = randomUUID()
  this.sessions[id] = {
    db: transaction as Session['db'],
    // Resolves once COMMIT succeeded; throws when it did not.
    resolve: async () => {
      finish(true)
      await outcome
    },
    reject: async () => {
      finish(false)
      await outcome.catch(() => undefined)
    },
  }
  return id
}

export async function commitDurably(
  this: Adapter,
  incomingId: number | string | Promise<number | string>,
) {
  const id = String(await incomingId)
  const session = this.sessions[id]
  if (!session) return
  delete this.sessions[id]
  await session.resolve()
}
