import type { PayloadRequest } from 'payload'

import { participantsWithout, registrationWithoutContact } from '@/lib/privacy/anonymised-values'
import type { ErasureCounts } from '@/lib/privacy/erasure-summary'
import { sameName } from '@/lib/privacy/person-match'
import type { PersonalDataRequest } from '@/lib/privacy/personal-data-request'
import type { Registration } from '@/payload-types'

import { anonymiseInquiry, updateRegistrationAsServer } from './anonymise-submissions'
import type { PersonalDataFindings } from './find-personal-data'
import { forgetPaymentDetails } from './forget-payment-details'
import { anonymiseEmailDeliveries, forgetSubmissionEmails } from './forget-submission-emails'
import { withdrawCertificates } from './withdraw-certificates'

/** The contact's own details go, and so does a participant row in their name. */
const eraseContact = async (
  req: PayloadRequest,
  registration: Registration,
  request: PersonalDataRequest,
  at: Date,
) => {
  const theirNames = [request.name, registration.contactName].filter(
    (name): name is string => typeof name === 'string',
  )
  const isTheirName = (name: string) => theirNames.some((theirs) => sameName(name, theirs))
  await updateRegistrationAsServer(
    req,
    registration.id,
    registrationWithoutContact(registration.participants ?? [], isTheirName, at),
  )
  await forgetPaymentDetails(req, registration.id, { contact: true, isTheirName }, at)
  return withdrawCertificates(req, registration.id, isTheirName, at)
}

const eraseParticipant = async (
  req: PayloadRequest,
  registration: Registration,
  name: string,
  at: Date,
) => {
  const isTheirName = (stored: string) => sameName(stored, name)
  const participants = participantsWithout(registration.participants ?? [], isTheirName)
  if (participants) await updateRegistrationAsServer(req, registration.id, { participants })
  await forgetPaymentDetails(req, registration.id, { contact: false, isTheirName }, at)
  return withdrawCertificates(req, registration.id, isTheirName, at)
}

/** Inside the caller's transaction. Figures, statuses and seats stay. */
export const erasePersonalData = async (
  req: PayloadRequest,
  request: PersonalDataRequest,
  findings: PersonalDataFindings,
  at: Date = new Date(),
): Promise<ErasureCounts> => {
  let emailDeliveries = 0
  for (const inquiry of findings.inquiries) {
    emailDeliveries += await anonymiseInquiry(req, inquiry.id, at)
  }
  let participants = 0
  let certificates = 0
  for (const { registration, roles } of findings.registrations) {
    if (roles.includes('contact')) {
      certificates += await eraseContact(req, registration, request, at)
    } else if (request.name !== null) {
      certificates += await eraseParticipant(req, registration, request.name, at)
      participants++
    }
    emailDeliveries += await forgetSubmissionEmails(
      req,
      { collection: 'registrations', id: registration.id },
      at,
    )
  }
  // E-mails to the person about something else (found by address only).
  const rest = findings.emailDeliveries.map((delivery) => delivery.id)
  if (rest.length > 0) {
    emailDeliveries += await anonymiseEmailDeliveries(req, { id: { in: rest } }, at)
  }
  return {
    inquiries: findings.inquiries.length,
    registrations: findings.registrations.filter(({ roles }) => roles.includes('contact')).length,
    participants,
    emailDeliveries,
    certificates,
  }
}
