import { positiveIntegerSetting as positiveInteger } from '../positive-integer-setting'

// Fit for one small instance: the queue keeps few of the database pool's connections (DB_POOL_MAX).
export const DEFAULT_EMAIL_QUEUE_BATCH_SIZE = 100
export const DEFAULT_EMAIL_QUEUE_CONCURRENCY = 4

export type EmailQueueSettings = {
  batchSize: number
  /** Each holds a pooled database connection and, for a send, a pooled SMTP connection. */
  concurrency: number
}

export const emailQueueSettings = (
  env: Record<string, string | undefined>,
): EmailQueueSettings => ({
  batchSize: positiveInteger(
    env.EMAIL_QUEUE_BATCH_SIZE,
    DEFAULT_EMAIL_QUEUE_BATCH_SIZE,
    'EMAIL_QUEUE_BATCH_SIZE',
  ),
  concurrency: positiveInteger(
    env.EMAIL_QUEUE_CONCURRENCY,
    DEFAULT_EMAIL_QUEUE_CONCURRENCY,
    'EMAIL_QUEUE_CONCURRENCY',
  ),
})
