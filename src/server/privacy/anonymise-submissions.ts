import type { PayloadRequest } from 'payload'

import { anonymisedInquiry, anonymisedRegistration } from '@/lib/privacy/anonymised-values'
import type { Registration } from '@/payload-types'

import { forgetPaymentDetails } from './forget-payment-details'
import { forgetSubmissionEmails } from './forget-submission-emails'

/**
 * Writes go through Payload (field rules, hooks, the seat cache) with access overridden: the
 * fields involved are closed to API writes, and the callers have already checked the admin
 * role or are the server's own job.
 */
const asServer = (req: PayloadRequest) => ({ req, depth: 0, overrideAccess: true })

/** One inquiry and its e-mails; returns how many e-mails were anonymised with it. */
export const anonymiseInquiry = async (
  req: PayloadRequest,
  id: number,
  at: Date,
): Promise<number> => {
  await req.payload.update({
    collection: 'contact',
    id,
    data: anonymisedInquiry(at),
    ...asServer(req),
  })
  return forgetSubmissionEmails(req, { collection: 'contact', id }, at)
}

/**
 * One registration, every name on it, its payment details and its e-mails; its seats and
 * figures stay.
 */
export const anonymiseRegistration = async (
  req: PayloadRequest,
  registration: Pick<Registration, 'id' | 'participants'>,
  at: Date,
): Promise<number> => {
  await req.payload.update({
    collection: 'registrations',
    id: registration.id,
    data: anonymisedRegistration(registration.participants ?? [], at),
    ...asServer(req),
  })
  await forgetPaymentDetails(req, registration.id, { contact: true, isTheirName: () => true }, at)
  return forgetSubmissionEmails(req, { collection: 'registrations', id: registration.id }, at)
}

/** Changes some fields of a registration as the server (erasure on request). */
export const updateRegistrationAsServer = (
  req: PayloadRequest,
  id: number,
  data: Partial<Registration>,
) => req.payload.update({ collection: 'registrations', id, data, ...asServer(req) })
