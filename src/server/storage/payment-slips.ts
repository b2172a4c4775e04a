import path from 'node:path'

import { storedFolder, type StoredFolder } from './stored-folder'

export const PAYMENT_SLIPS_S3_PREFIX = 'payment-slips'

/** Beside uploaded videos, never under a public folder. */
export const paymentSlipsDirectory = (): string =>
  path.join(process.env.UPLOADS_DIR || path.resolve(process.cwd(), 'uploads'), 'payment-slips')

let files: StoredFolder | undefined

export const paymentSlipFiles = (): StoredFolder =>
  (files ??= storedFolder(paymentSlipsDirectory(), PAYMENT_SLIPS_S3_PREFIX))
