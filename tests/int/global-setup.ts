import { provideTestDatabase, type TestDatabase } from '../../scripts/lib/test-database'

let database: TestDatabase | undefined

/** A fresh PostgreSQL database for this run; the test workers inherit DATABASE_URL. */
export async function setup() {
  database = await provideTestDatabase('int')
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ||= 'integration-test-secret-not-for-production'
  // The tests call the bootstrap themselves with the settings they need.
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
  delete process.env.EMBEDDED_DATABASE
}

export async function teardown() {
  await database?.cleanup()
}
