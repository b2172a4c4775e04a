import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'

// Any fixed 64-bit number; it only has to be the same in every app instance.
const STARTUP_LOCK_KEY = 7_261_904_115
const RETRY_EVERY_MS = 500

type PoolClient = {
  query: (sql: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: () => void
}

/**
 * Several app instances may start at once against one database: they take turns so that
 * migrations, seeding and the admin bootstrap run exactly once.
 *
 * The lock is tried and retried rather than waited for in one statement: the pool cancels
 * any statement after DB_STATEMENT_TIMEOUT_MS, and the first instance's migrations and
 * seeding can take longer than that, which made a second instance starting alongside it
 * fail to start at all (seen in tests/e2e/scale-out.serial.spec.ts).
 */
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
