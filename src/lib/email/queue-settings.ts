import { positiveIntegerSetting as positiveInteger } from '../positive-integer-setting'

/**
 * Defaults fit for one small instance: a burst of a thousand submissions is acknowledged
 * within a minute, while the queue keeps few of the database pool's connections (DB_POOL_MAX,
 * default 10) and little of the server's time from the visitors it shares them with.
 */
export const DEFAULT_EMAIL_QUEUE_BATCH_SIZE = 100
export const DEFAULT_EMAIL_QUEUE_CONCURRENCY = 2

export type EmailQueueSettings = {
  /** Jobs the runner takes from the e-mail queue each time it looks (every second). */
  batchSize: number
  /**
   * Steps of those jobs running at once in this instance; each holds a pooled database
   * connection and, for a send, one of the same number of pooled SMTP connections.
   */
  concurrency: number
}

/** EMAIL_QUEUE_BATCH_SIZE and EMAIL_QUEUE_CONCURRENCY; a malformed value stops the server at start. */
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
