import { sql } from '@payloadcms/db-postgres'
import pLimit from 'p-limit'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { emailQueueSettings } from '@/lib/email/queue-settings'
import { ANONYMISED_EMAIL } from '@/lib/privacy/anonymised-values'
import type { EmailDelivery } from '@/payload-types'
import { inTransaction } from '@/server/database/in-transaction'
import { transactionDb } from '@/server/db'

export type SubmissionRef = { collection: 'contact' | 'registrations'; id: number }

// Where the e-mail job and an erasure meet. Each job step that reads, stores or sends a person's
// details holds the submission's row (a send also its e-mail's row); an erasure updates those rows,
// so either it waits for the step and anonymises what it stored, or the step waits, sees the
// erasure and does nothing. The job is never deleted: it runs on and finds nothing left to do.

const ROWS = {
  contact: { table: sql.identifier('contact'), email: sql.identifier('email') },
  registrations: {
    table: sql.identifier('registrations'),
    email: sql.identifier('contact_email'),
  },
} as const

// Each held step keeps a pooled connection (a send waits on the mail server); the bound keeps the
// e-mail queue from taking the connections requests need.
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

/** Null, and `work` never runs, when the submission is gone or erased. */
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

/** Null when the e-mail is gone or anonymised: an erased e-mail never goes. */
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
