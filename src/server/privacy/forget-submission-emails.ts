import type { PayloadRequest, Where } from 'payload'

import {
  anonymisedEmailDelivery,
  cancelledEmailDelivery,
  UNSENT_EMAIL_STATUSES,
} from '@/lib/privacy/anonymised-values'
import type { SubmissionRef } from './held-against-erasure'

const notYetAnonymised: Where = { anonymisedAt: { exists: false } }
const unsent: Where = { status: { in: [...UNSENT_EMAIL_STATUSES] } }

/**
 * Anonymises stored e-mails matching `where`: ones that had not gone yet are also marked
 * failed, so they are never sent with placeholders. At most `limit` of each kind when given.
 * Returns how many changed.
 */
export const anonymiseEmailDeliveries = async (
  req: PayloadRequest,
  where: Where,
  at: Date,
  limit?: number,
): Promise<number> => {
  let count = 0
  for (const [filter, data] of [
    [unsent, cancelledEmailDelivery(at)],
    [{ status: { not_in: [...UNSENT_EMAIL_STATUSES] } }, anonymisedEmailDelivery(at)],
  ] as const) {
    const result = await req.payload.update({
      collection: 'email-deliveries',
      where: { and: [where, notYetAnonymised, filter] },
      data,
      ...(limit ? { limit, sort: 'createdAt' } : {}),
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (result.errors.length > 0) throw new Error(result.errors[0].message)
    count += result.docs.length
  }
  return count
}

/**
 * A submission's e-mails when its details go: the stored copies are anonymised, and ones
 * that had not gone yet are cancelled. Runs in the caller's transaction, after the
 * submission's own row was changed; its e-mail job is left to finish and finds nothing to
 * send (see held-against-erasure.ts).
 */
export const forgetSubmissionEmails = (
  req: PayloadRequest,
  { collection, id }: SubmissionRef,
  at: Date,
): Promise<number> =>
  anonymiseEmailDeliveries(
    req,
    {
      and: [{ submissionCollection: { equals: collection } }, { submissionId: { equals: id } }],
    },
    at,
  )
