/**
 * A fresh, empty database for one test run: on the server of DATABASE_URL when given,
 * otherwise on a throw-away embedded PostgreSQL. Removed again by `cleanup`.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from './embedded-postgres'

export type TestDatabase = { url: string; cleanup: () => Promise<void> }

const onServerOf = async (serverUrl: string, name: string): Promise<TestDatabase> => {
  const adminUrl = new URL(serverUrl)
  const client = new pg.Client({ connectionString: adminUrl.toString() })
  await client.connect()
  await client.query(`create database "${name}"`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl.toString() })
      await dropper.connect()
      await dropper.query(`drop database if exists "${name}" with (force)`)
      await dropper.end()
    },
  }
}

export const provideTestDatabase = async (label: string): Promise<TestDatabase> => {
  const name = `academy_${label}_${Date.now()}_${process.pid}`
  if (process.env.DATABASE_URL) return onServerOf(process.env.DATABASE_URL, name)
  const server = await startEmbeddedPostgres({
    dataDir: path.join(tmpdir(), `academy-pg-${label}-${process.pid}-${Date.now()}`),
    temporary: true,
  })
  await server.createDatabase(name)
  return { url: server.urlFor(name), cleanup: server.stop }
}
