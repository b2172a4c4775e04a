import type { TestProject } from 'vitest/node'

import { startS3Store, type S3Store } from './s3-store'
import { provideTestDatabase, type TestDatabase } from '../../scripts/lib/test-database'

export const S3_TEST_BUCKET = 'academy-test'

let store: S3Store | undefined
let database: TestDatabase | undefined

declare module 'vitest' {
  export interface ProvidedContext {
    s3Env: Record<string, string>
  }
}

/**
 * A real S3 server on loopback with an empty bucket (see s3-store.ts), and a database of its
 * own: this project's Payload keeps media and videos in the bucket. The workers receive the
 * settings through `inject('s3Env')`.
 */
export async function setup(project: TestProject) {
  store = await startS3Store(S3_TEST_BUCKET)
  database = await provideTestDatabase('int_s3')
  project.provide('s3Env', {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'integration-test-secret-not-for-production',
    ...store.env,
  })
}

export async function teardown() {
  await store?.close()
  // The database may live on the integration project's throw-away server, already stopped.
  await database?.cleanup().catch(() => undefined)
}
