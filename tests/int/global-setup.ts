import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { provideTestDatabase, type TestDatabase } from '../../scripts/lib/test-database'

let database: TestDatabase | undefined
let uploadsDir: string | undefined

/** A fresh PostgreSQL database for this run; the test workers inherit DATABASE_URL. */
export async function setup() {
  database = await provideTestDatabase('int')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret-not-for-production'
  // Uploaded videos of this run go to a throw-away folder on local disk.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-uploads-'))
  process.env.UPLOADS_DIR = uploadsDir
  for (const name of Object.keys(process.env)) if (name.startsWith('S3_')) delete process.env[name]
  // The tests call the bootstrap themselves with the settings they need.
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
  delete process.env.EMBEDDED_DATABASE
}

export async function teardown() {
  await database?.cleanup()
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true })
}
