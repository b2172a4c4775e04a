import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

import { startSigV4Gate } from './sigv4-gate'

const KEY = 'S3RVER' // s3rver's fixed credentials

export type S3Store = {
  /** The S3_* settings that point the app at this store. */
  env: Record<string, string>
  close: () => Promise<void>
}

/**
 * A real S3 server (s3rver, behind a SigV4 signature check) on loopback with one empty
 * bucket, its objects in a temporary folder removed on close.
 */
export const startS3Store = async (bucket: string): Promise<S3Store> => {
  const directory = await mkdtemp(path.join(tmpdir(), 'academy-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const address = await server.run()
  // s3rver skips SigV4 signature checks; this gate in front of it makes them (see its file).
  const gate = await startSigV4Gate(address.port, { accessKeyId: KEY, secretAccessKey: KEY })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    close: async () => {
      await gate.close()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
