import path from 'node:path'

import { storedFolder, type StoredFolder } from './stored-folder'

/** The storage plugin's prefix for media. */
export const MEDIA_S3_PREFIX = 'media'

export const mediaDirectory = (): string =>
  process.env.MEDIA_DIR || path.resolve(process.cwd(), 'media')

let files: StoredFolder | undefined

export const mediaFiles = (): StoredFolder =>
  (files ??= storedFolder(mediaDirectory(), MEDIA_S3_PREFIX))
