import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { newCredentialSigningKey } from '../../scripts/lib/credential-signing-key'
import { provideTestDatabase, type TestDatabase } from '../../scripts/lib/test-database'

let database: TestDatabase | undefined

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
let uploadsDir: string | undefined

/** A fresh PostgreSQL database for this run; the test workers inherit DATABASE_URL. */
export async function setup() {
  database = await provideTestDatabase('int')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret-not-for-production'
  process.env.CREDENTIAL_SIGNING_KEY ||= newCredentialSigningKey()
  // Uploaded videos of this run go to a throw-away folder on local disk.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'academy-uploads-'))
  process.env.UPLOADS_DIR = uploadsDir
  for (const name of Object.keys(process.env)) if (name.startsWith('S3_')) delete process.env[name]
  // E-mail goes to a real SMTP server on loopback, which the e-mail tests start on this port
  // (tests/int/helpers/smtp.ts); nothing listens there otherwise.
  process.env.SMTP_HOST = '127.0.0.1'
  process.env.SMTP_PORT = String(await freePort())
  process.env.SMTP_SECURE = 'false'
  process.env.EMAIL_FROM = 'Malaysia Leadership Academy <no-reply@academy.test>'
  // The tests call the bootstrap themselves with the settings they need.
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
  delete process.env.EMBEDDED_DATABASE
}

export async function teardown() {
  await database?.cleanup()
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true })
}
