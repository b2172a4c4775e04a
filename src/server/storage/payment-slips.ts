import path from 'node:path'

/** Where payers' bank slips live in the bucket when S3 is configured. */
export const PAYMENT_SLIPS_S3_PREFIX = 'payment-slips'

/** The slips' folder on local disk: beside uploaded videos, never under a public folder. */
export const paymentSlipsDirectory = (): string =>
  path.join(process.env.UPLOADS_DIR || path.resolve(process.cwd(), 'uploads'), 'payment-slips')
