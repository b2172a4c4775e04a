/**
 * Framework patch (installed by durable-postgres.ts): wraps the adapter's `updateJobs`.
 * Works around Payload's job runner leaving a failed write's transaction open (no upstream
 * issue linked yet; the caller is payload/dist/queues/utilities/updateJob.js in 3.90). Remove
 * once that caller rolls back a failed write itself.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'

type UpdateJobs = PostgresAdapter['updateJobs']

/**
 * Payload's job runner writes each change to a job (its state, its log) in a transaction it
 * opens for that one write and commits afterwards, with no rollback when the write fails
 * (`updateJobs` in payload/dist/queues/utilities/updateJob.js, the adapter's only caller).
 * A write that failed, such as a log entry whose job row had been deleted meanwhile, so
 * its foreign key fails, left that transaction open and its connection out of the pool for
 * good; ten of them stopped the site. The failed write's transaction is rolled back here.
 */
export const rollBackFailedJobUpdates = (updateJobs: UpdateJobs): UpdateJobs =>
  async function (this: PostgresAdapter, args) {
    try {
      return await updateJobs.call(this, args)
    } catch (error) {
      const transactionID = args.req?.transactionID
      if (transactionID !== undefined) await this.rollbackTransaction(transactionID)
      throw error
    }
  }
