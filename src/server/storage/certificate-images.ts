import path from 'node:path'

import { storedFolder, type StoredFolder } from './stored-folder'

export const CERTIFICATE_IMAGES_S3_PREFIX = 'certificate-images'

/** With the other private uploads, never under a public folder. */
export const certificateImagesDirectory = (): string =>
  path.join(process.env.UPLOADS_DIR || path.resolve(process.cwd(), 'uploads'), 'certificate-images')

let files: StoredFolder | undefined

export const certificateImageFiles = (): StoredFolder =>
  (files ??= storedFolder(certificateImagesDirectory(), CERTIFICATE_IMAGES_S3_PREFIX))
