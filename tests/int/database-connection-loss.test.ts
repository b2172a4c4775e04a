import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, expect, it, vi } from 'vitest'

import { expectPoolAtRest } from './helpers/database-waits'
import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Ends one server process the way a PostgreSQL restart does (57P01, then the socket closes). */
const terminateBackend = async (pid: number) => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  try {
    await admin.query('select pg_terminate_backend($1)', [pid])
  } finally {
    await admin.end()
  }
}

// Seen under `npm run test:load`: each PostgreSQL restart threw "uncaughtException:
// Connection terminated unexpectedly" from connections that requests had checked out.
it('a connection lost inside a transaction fails that transaction without an uncaught error, and the pool carries on', async () => {
  const db = payload.db as unknown as PostgresAdapter
  const warn = vi.spyOn(payload.logger, 'warn')
  const id = String(await payload.db.beginTransaction())
  const { rows } = await db.sessions[id].db.execute<{ pid: number }>(
    sql`select pg_backend_pid() as pid`,
  )

  // Between two queries, as a request's transaction is while it runs hooks.
  await terminateBackend(rows[0].pid)

  // Without a listener on the checked-out client, pg throws this event as an uncaught
  // exception (vitest then fails the run); with one, it is logged.
  await vi.waitFor(() =>
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed a connection')),
  )
  // Nothing is acknowledged: the commit reports the loss.
  await expect(payload.db.commitTransaction(id)).rejects.toThrow()
  // The lost connection left the pool; later work gets a fresh one.
  expectPoolAtRest(payload)
  const { rows: after } = await db.drizzle.execute<{ pid: number }>(
    sql`select pg_backend_pid() as pid`,
  )
  expect(after[0].pid).not.toBe(rows[0].pid)
  warn.mockRestore()
})

it('runs every statement of the pool under the statement timeout (pg sets none by default)', async () => {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const { rows } = await pool.query('SHOW statement_timeout')
  expect(rows[0].statement_timeout).toBe('15s')
})
