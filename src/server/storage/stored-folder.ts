import { S3Client } from '@aws-sdk/client-s3'

import { s3Settings } from './s3-settings'
import { LocalFiles, S3Files, type StoredFiles } from './stored-files'

export type StoredFolder = { store: StoredFiles; keyOf: (filename: string) => string }

export const storedFolder = (localDirectory: string, s3Prefix: string): StoredFolder => {
  const s3 = s3Settings()
  return s3
    ? {
        store: new S3Files(new S3Client(s3.client), s3.bucket),
        keyOf: (filename) => `${s3Prefix}/${filename}`,
      }
    : { store: new LocalFiles(localDirectory), keyOf: (filename) => filename }
}
