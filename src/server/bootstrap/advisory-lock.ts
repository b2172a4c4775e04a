import type { Payload } from 'payload'

// Any fixed 64-bit number; it only has to be the same in every app instance.
const STARTUP_LOCK_KEY = 7_261_904_115

type PoolClient = {
  query: (sql: string, params?: unknown[]) => Promise<unknown>
  release: () => void
}

/**
 * Several app instances may start at once against one database: they take turns so that
 * migrations, seeding and the admin bootstrap run exactly once.
 */
export const withStartupLock = async <T>(payload: Payload, work: () => Promise<T>): Promise<T> => {
  const pool = (payload.db as unknown as { pool: { connect: () => Promise<PoolClient> } }).pool
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined)
    client.release()
  }
}
