import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'
import type { TestProject } from 'vitest/node'

import { startSigV4Gate } from './sigv4-gate'
import { provideTestDatabase, type TestDatabase } from '../../scripts/lib/test-database'

export const S3_TEST_BUCKET = 'academy-test'
const KEY = 'S3RVER' // s3rver's fixed credentials

let server: S3rver | undefined
let gate: Awaited<ReturnType<typeof startSigV4Gate>> | undefined
let directory: string | undefined
let database: TestDatabase | undefined

declare module 'vitest' {
  export interface ProvidedContext {
    s3Env: Record<string, string>
    /** s3rver's folder of the test bucket, where tests may date objects back. */
    s3rverBucketDir: string
  }
}

/**
 * A real S3 server (s3rver, behind a SigV4 signature check) on loopback, with
 * an empty bucket, and a database of its own: this project's Payload keeps media and videos
 * in the bucket. The workers receive the settings through `inject('s3Env')`.
 */
export async function setup(project: TestProject) {
  directory = await mkdtemp(path.join(tmpdir(), 'academy-s3-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  })
  const address = await server.run()
  // s3rver skips SigV4 signature checks; this gate in front of it makes them (see its file).
  gate = await startSigV4Gate(address.port, { accessKeyId: KEY, secretAccessKey: KEY })
  database = await provideTestDatabase('int_s3')
  project.provide('s3rverBucketDir', path.join(directory, S3_TEST_BUCKET))
  project.provide('s3Env', {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'integration-test-secret-not-for-production',
    S3_BUCKET: S3_TEST_BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  })
}

export async function teardown() {
  await gate?.close()
  await server?.close()
  // The database may live on the integration project's throw-away server, already stopped.
  await database?.cleanup().catch(() => undefined)
  if (directory) await rm(directory, { recursive: true, force: true })
}
