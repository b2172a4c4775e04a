/**
 * Framework patch (installed by durable-postgres.ts): Payload's job runner leaves a failed
 * write's transaction open (payload/dist/queues/utilities/updateJob.js in 3.90), holding its
 * connection for good. Remove once that caller rolls back a failed write itself.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'

type UpdateJobs = PostgresAdapter['updateJobs']

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
