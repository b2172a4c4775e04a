import path from 'node:path'

import { storedFolder, type StoredFolder } from './stored-folder'

/** Where payers' bank slips live in the bucket when S3 is configured. */
export const PAYMENT_SLIPS_S3_PREFIX = 'payment-slips'

/** The slips' folder on local disk: beside uploaded videos, never under a public folder. */
export const paymentSlipsDirectory = (): string =>
  path.join(process.env.UPLOADS_DIR || path.resolve(process.cwd(), 'uploads'), 'payment-slips')

let files: StoredFolder | undefined

/** Bank slips as stored files: their folder, or the bucket under `payment-slips/` with S3. */
export const paymentSlipFiles = (): StoredFolder =>
  (files ??= storedFolder(paymentSlipsDirectory(), PAYMENT_SLIPS_S3_PREFIX))
