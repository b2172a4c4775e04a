import path from 'node:path'

import { S3Client } from '@aws-sdk/client-s3'

import { s3Settings } from './s3-settings'
import { LocalFiles, S3Files, type StoredFiles } from './stored-files'

/** Where media images live in the bucket when S3 is configured (the storage plugin's prefix). */
export const MEDIA_S3_PREFIX = 'media'

/** The media collection's folder on local disk (MEDIA_DIR, default `media/`). */
export const mediaDirectory = (): string =>
  process.env.MEDIA_DIR || path.resolve(process.cwd(), 'media')

let files: { store: StoredFiles; keyOf: (filename: string) => string } | undefined

/** Media images as stored files: the media folder, or the bucket under `media/` with S3. */
export const mediaFiles = () => {
  if (files) return files
  const s3 = s3Settings()
  files = s3
    ? {
        store: new S3Files(new S3Client(s3.client), s3.bucket),
        keyOf: (filename: string) => `${MEDIA_S3_PREFIX}/${filename}`,
      }
    : { store: new LocalFiles(mediaDirectory()), keyOf: (filename: string) => filename }
  return files
}
