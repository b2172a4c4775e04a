import { sql } from '@payloadcms/db-postgres'
import pLimit from 'p-limit'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { emailQueueSettings } from '@/lib/email/queue-settings'
import { ANONYMISED_EMAIL } from '@/lib/privacy/anonymised-values'
import type { EmailDelivery } from '@/payload-types'
import { inTransaction } from '@/server/database/in-transaction'
import { transactionDb } from '@/server/db'

export type SubmissionRef = { collection: 'contact' | 'registrations'; id: number }

/**
 * The one place where the e-mail job and an erasure (on request, or by the retention job)
 * meet. Every step of the job that reads, stores or sends a person's details runs inside
 * `withSubmissionHeld`, a transaction holding the submission's row; a send also holds its
 * e-mail's row (`holdDelivery`). An erasure updates those rows, so either it waits until the
 * step has ended (and then anonymises what the step stored), or the step waits for the
 * erasure to commit, sees it, and does nothing. Once an erasure has answered, the job neither
 * stores nor sends anything about that person. Nothing deletes the job: it runs to its end
 * and finds nothing left to do.
 */

const ROWS = {
  contact: { table: sql.identifier('contact'), email: sql.identifier('email') },
  registrations: {
    table: sql.identifier('registrations'),
    email: sql.identifier('contact_email'),
  },
} as const

/**
 * Held steps at once in this process (EMAIL_QUEUE_CONCURRENCY). Each keeps a pooled
 * connection for its length (a send waits on the mail server), so the e-mail queue can never
 * take the connections requests need.
 */
const heldSteps = pLimit(emailQueueSettings(process.env).concurrency)

/** Locks the submission's row until the transaction ends; whether its details are still there. */
const holdSubmission = async (req: PayloadRequest, { collection, id }: SubmissionRef) => {
  const { table, email } = ROWS[collection]
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`select anonymised_at, ${email} as email from ${table} where id = ${id} for share`,
  )
  const row = rows[0] as { anonymised_at: unknown; email: string } | undefined
  // A registration whose contact asked to be erased keeps its other participants' names, so
  // it is not marked anonymised; it has nobody left to write to either.
  return row !== undefined && row.anonymised_at === null && row.email !== ANONYMISED_EMAIL
}

/**
 * Runs `work` in one transaction that holds the submission's row, unless the submission is
 * gone or erased (then null, and `work` never runs). `work` does its reads and writes with
 * the `req` it is given.
 */
export const withSubmissionHeld = <T>(
  payload: Payload,
  submission: SubmissionRef,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T | null> =>
  heldSteps(async () => {
    const req = await createLocalReq({}, payload)
    return inTransaction(req, async () =>
      (await holdSubmission(req, submission)) ? work(req) : null,
    )
  })

/**
 * Inside `withSubmissionHeld`: locks a stored e-mail's row until the transaction ends and
 * reads it as it is now. Null when it is gone or was anonymised (an erased e-mail never goes).
 */
export const holdDelivery = async (
  req: PayloadRequest,
  id: number,
): Promise<EmailDelivery | null> => {
  const db = await transactionDb(req)
  await db.execute(sql`select id from email_deliveries where id = ${id} for update`)
  const delivery = await req.payload.findByID({
    collection: 'email-deliveries',
    id,
    depth: 0,
    disableErrors: true,
    req,
  })
  return delivery && !delivery.anonymisedAt ? delivery : null
}
