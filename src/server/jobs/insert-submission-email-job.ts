import { sql } from '@payloadcms/db-postgres'

import { EMAIL_QUEUE, SEND_SUBMISSION_EMAILS } from '@/jobs/send-submission-emails'
import type { Db } from '@/server/db'

/**
 * Queues a submission's e-mails as `payload.jobs.queue` does (a row in Payload's jobs table
 * with the task, its queue and input; every other column keeps its default), inside the
 * caller's transaction, in one statement instead of Payload's create and read-back. Used by
 * the public registration path; the e-mail tests run the queued job through Payload's runner.
 */
export const insertSubmissionEmailJob = async (
  db: Db,
  input: { collection: 'contact' | 'registrations'; id: number },
  now: Date,
): Promise<void> => {
  await db.execute(sql`
    insert into payload_jobs (input, task_slug, queue, created_at, updated_at)
    values (${JSON.stringify(input)}::jsonb, ${SEND_SUBMISSION_EMAILS}, ${EMAIL_QUEUE},
      ${now.toISOString()}, ${now.toISOString()})`)
}
