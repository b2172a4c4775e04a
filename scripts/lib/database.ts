import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

import { startEmbeddedPostgres } from './embedded-postgres'

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> }

const APP_DATABASE = 'academy'

/** DATABASE_URL when set; otherwise the embedded PostgreSQL whose data lives in `.data/postgres`. */
export const provideAppDatabase = async (root: string): Promise<Database> => {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined }
  }
  const dataDir = process.env.EMBEDDED_POSTGRES_DIR || path.join(root, '.data/postgres')
  console.log(
    `No DATABASE_URL: starting the embedded PostgreSQL (data in ${path.relative(root, dataDir) || dataDir})...`,
  )
  const server = await startEmbeddedPostgres({ dataDir })
  await server.createDatabase(APP_DATABASE)
  return { url: server.urlFor(APP_DATABASE), embedded: true, stop: server.stop }
}

/**
 * Payload signs sessions with PAYLOAD_SECRET. On a developer's machine (embedded database)
 * one is generated once and kept beside the data; anywhere else it must be configured.
 */
export const providePayloadSecret = async (root: string, embedded: boolean): Promise<string> => {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (!embedded) {
    throw new Error('PAYLOAD_SECRET must be set when DATABASE_URL is set (see .env.example).')
  }
  const file = path.join(root, '.data/payload-secret')
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim()
  const secret = randomBytes(32).toString('hex')
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, secret + '\n', { mode: 0o600 })
  return secret
}
