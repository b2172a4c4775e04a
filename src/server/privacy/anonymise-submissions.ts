import type { PayloadRequest } from 'payload'

import { anonymisedInquiry, anonymisedRegistration } from '@/lib/privacy/anonymised-values'
import type { Registration } from '@/payload-types'

import { forgetPaymentDetails } from './forget-payment-details'
import { forgetSubmissionEmails } from './forget-submission-emails'

// Access overridden: these fields are closed to API writes, and callers have checked the admin
// role or are the server's own job.
const asServer = (req: PayloadRequest) => ({ req, depth: 0, overrideAccess: true })

/** Returns how many of its e-mails were anonymised. */
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

/** Its names, payment details and e-mails go; seats and figures stay. */
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

export const updateRegistrationAsServer = (
  req: PayloadRequest,
  id: number,
  data: Partial<Registration>,
) => req.payload.update({ collection: 'registrations', id, data, ...asServer(req) })
