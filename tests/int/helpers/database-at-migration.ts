import path from 'node:path'

import config from '@payload-config'
import type { MigrateDownArgs } from '@payloadcms/db-postgres'
import { drizzle } from 'drizzle-orm/node-postgres'
import { getPayload, type Migration, type Payload } from 'payload'
import pg from 'pg'

import { migrations } from '@/migrations'
import { durablePostgresAdapter } from '@/server/framework/durable-postgres'
import { poolSettings } from '@/server/database/pool-settings'

import { provideTestDatabase, type TestDatabase } from '../../../scripts/lib/test-database'

/**
 * A database of its own, migrated by Payload up to (not including) `migration`, with a
 * Payload of its own on it (no start-up bootstrap: no later migrations, no seeding). The
 * test then writes what an installation of that schema held, runs the remaining migrations
 * through Payload, and reads what became of it.
 */
export type DatabaseAtMigration = {
  payload: Payload
  /** Raw SQL on that database, for rows written as the older schema had them. */
  sql: <Row = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<Row[]>
  /** Runs every migration left, as the app's start-up does. */
  migrateRest: () => Promise<void>
  /** Runs `migration`'s down, in a transaction of its own. */
  migrateDown: () => Promise<void>
  cleanup: () => Promise<void>
}

const asMigrations = (list: typeof migrations) => list as unknown as Migration[]

export const databaseAtMigration = async (migration: string): Promise<DatabaseAtMigration> => {
  const index = migrations.findIndex((candidate) => candidate.name === migration)
  if (index < 0) throw new Error(`No migration named ${migration}`)
  const database: TestDatabase = await provideTestDatabase('migration')
  const base = await config
  // The app's own adapter, on this database instead of the run's.
  const db = durablePostgresAdapter({
    pool: poolSettings(database.url),
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/migrations'),
  }) as unknown as typeof base.db
  const payload = await getPayload({
    key: `migration-${migration}`,
    disableOnInit: true,
    config: { ...base, db },
  })
  await payload.db.migrate({ migrations: asMigrations(migrations.slice(0, index)) })
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  return {
    payload,
    sql: async <Row>(text: string, values: unknown[] = []) =>
      (await client.query(text, values)).rows as Row[],
    migrateRest: () => payload.db.migrate({ migrations: asMigrations(migrations) }),
    migrateDown: async () => {
      // Not Payload's migrateDown, which ends the process on a failure.
      await client.query('begin')
      try {
        const db = drizzle(client)
        await migrations[index].down({ db, payload, req: {} } as unknown as MigrateDownArgs)
        await client.query('commit')
      } catch (error) {
        await client.query('rollback')
        throw error
      }
    },
    cleanup: async () => {
      await client.end()
      // Payload keeps a pooled connection after destroy (PITFALLS.md); the drop forces it closed.
      await payload.destroy().catch(() => undefined)
      await database.cleanup()
    },
  }
}
