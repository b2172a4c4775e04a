import type { PostgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { Payload } from 'payload'
import { expect, vi } from 'vitest'

/** Runs `work` on a connection of its own, outside the app's pool. */
export const withOwnConnection = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * Waits until one of the app's statements matching `statement` (SQL `like`) is blocked on a
 * lock: the moment a test knows for sure which of two racing sides goes first.
 */
export const waitUntilBlockedOnLock = (statement: string) =>
  withOwnConnection((client) =>
    vi.waitFor(
      async () => {
        const { rows } = await client.query(
          `select count(*)::int as n from pg_stat_activity
            where application_name = 'academy-site' and wait_event_type = 'Lock'
              and query like $1`,
          [statement],
        )
        expect(rows[0].n).toBeGreaterThan(0)
      },
      { timeout: 15_000, interval: 20 },
    ),
  )

/** Every connection of the app's pool is back and idle, and no transaction is open. */
export const expectPoolAtRest = (payload: Payload) => {
  const adapter = payload.db as unknown as PostgresAdapter
  expect(Object.keys(adapter.sessions)).toEqual([])
  expect(adapter.pool.waitingCount).toBe(0)
  expect(adapter.pool.idleCount).toBe(adapter.pool.totalCount)
}
