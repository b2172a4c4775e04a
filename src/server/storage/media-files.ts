import path from 'node:path'

import { storedFolder, type StoredFolder } from './stored-folder'

/** Where media images live in the bucket when S3 is configured (the storage plugin's prefix). */
export const MEDIA_S3_PREFIX = 'media'

/** The media collection's folder on local disk (MEDIA_DIR, default `media/`). */
export const mediaDirectory = (): string =>
  process.env.MEDIA_DIR || path.resolve(process.cwd(), 'media')

let files: StoredFolder | undefined

/** Media images as stored files: the media folder, or the bucket under `media/` with S3. */
export const mediaFiles = (): StoredFolder =>
  (files ??= storedFolder(mediaDirectory(), MEDIA_S3_PREFIX))
