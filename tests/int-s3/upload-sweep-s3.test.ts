import { utimes } from 'node:fs/promises'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { inject } from 'vitest'

import { s3Settings } from '@/server/storage/s3-settings'

import { uploadSweepSuite } from '../int/shared/upload-sweep-suite'

/** s3rver keeps `key` as the file `{folders}/{name}._S3rver_object` and dates it by its mtime. */
const s3rverFile = (name: string) => {
  const parts = name.split('/')
  const last = parts.pop()!
  return path.join(inject('s3rverBucketDir'), ...parts, `${last}._S3rver_object`)
}

uploadSweepSuite({
  kind: 's3',
  age: (name, when) => utimes(s3rverFile(name), when, when),
  putRaw: async (name, bytes) => {
    const settings = s3Settings()!
    await new S3Client(settings.client).send(
      new PutObjectCommand({ Bucket: settings.bucket, Key: name, Body: bytes }),
    )
  },
})
