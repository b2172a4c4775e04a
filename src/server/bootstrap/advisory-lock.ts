import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'

// Any fixed 64-bit number; it only has to be the same in every app instance.
const STARTUP_LOCK_KEY = 7_261_904_115
const RETRY_EVERY_MS = 500

type PoolClient = {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: () => void
}

// Instances starting together take turns, so migrations, seeding and the admin run exactly once.
// Tried and retried rather than awaited in one statement: the pool cancels a statement after
// DB_STATEMENT_TIMEOUT_MS, and the first instance's migrations and seeding can take longer.
export const withStartupLock = async <T>(payload: Payload, work: () => Promise<T>): Promise<T> => {
  const pool = (payload.db as unknown as { pool: { connect: () => Promise<PoolClient> } }).pool
  const client = await pool.connect()
  try {
    for (;;) {
      const { rows } = await client.query('select pg_try_advisory_lock($1) as locked', [
        STARTUP_LOCK_KEY,
      ])
      if (rows[0]?.locked === true) break
      await sleep(RETRY_EVERY_MS)
    }
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}
