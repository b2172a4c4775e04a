import type { PayloadRequest, Where } from 'payload'

import {
  anonymisedEmailDelivery,
  cancelledEmailDelivery,
  UNSENT_EMAIL_STATUSES,
} from '@/lib/privacy/anonymised-values'
import type { SubmissionRef } from './held-against-erasure'

const notYetAnonymised: Where = { anonymisedAt: { exists: false } }
const unsent: Where = { status: { in: [...UNSENT_EMAIL_STATUSES] } }

// Unsent ones are also marked failed, so they never go out with placeholders.
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

// Its e-mail job is left to finish and finds nothing to send (held-against-erasure.ts).
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
