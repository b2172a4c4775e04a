'use server'

import type { Payload } from 'payload'

import { resultOfAnswer, textOf } from '@/lib/forms/form-result'
import { HONEYPOT_FIELD } from '@/lib/honeypot-field'
import { MAX_PARTICIPANTS } from '@/lib/participants'
import { absoluteUrl } from '@/lib/seo/absolute-url'
import { paymentPathOf } from '@/server/payments/payment-link'
import { serverUrl } from '@/server/seo/server-url'
import { submitContact, submitInquiry } from '@/server/submissions/contact'
import { submitRegistration as storeRegistration } from '@/server/submissions/registration'
import { answerOf } from '@/server/submissions/submit'
import { visitorRequest } from '@/server/submissions/visitor-request'

import type {
  ContactResult,
  ContactValues,
  InquiryResult,
  InquiryValues,
  RegistrationDone,
  RegistrationResult,
  RegistrationValues,
} from './form-values'

// Each hands the visitor's post to its domain function (src/server/submissions/, as POST /api/...
// does). They answer a native post without scripts as well as the scripts' post.

const honeypotOf = (form: FormData) => ({ [HONEYPOT_FIELD]: textOf(form, HONEYPOT_FIELD) })

const contactValuesOf = (form: FormData): ContactValues => ({
  name: textOf(form, 'name'),
  email: textOf(form, 'email'),
  phone: textOf(form, 'phone'),
  message: textOf(form, 'message'),
})

export async function sendContactMessage(
  previous: ContactResult,
  form: FormData,
): Promise<ContactResult> {
  const values = contactValuesOf(form)
  const req = await visitorRequest('contact')
  const answer = await answerOf(req, 'contact', () =>
    submitContact(req, { ...values, ...honeypotOf(form) }),
  )
  return resultOfAnswer(previous, answer, values, () => null)
}

export async function sendCertificationInquiry(
  previous: InquiryResult,
  form: FormData,
): Promise<InquiryResult> {
  const values: InquiryValues = {
    ...contactValuesOf(form),
    organization: textOf(form, 'organization'),
    program: textOf(form, 'program'),
  }
  const req = await visitorRequest('contact')
  const answer = await answerOf(req, 'contact', () =>
    submitInquiry(req, { ...values, ...honeypotOf(form) }),
  )
  return resultOfAnswer(previous, answer, values, () => null)
}

/** A stored registration: its create always fills these (admission prices and numbers it). */
type CreatedRegistration = Pick<
  RegistrationDone,
  | 'reference'
  | 'participantCount'
  | 'ratePerPerson'
  | 'totalAmount'
  | 'organization'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail'
> & {
  id: number
  createdAt: string
  address?: string | null
  participants?: Array<{ name: string }> | null
}

const doneOf = (payload: Payload, doc: CreatedRegistration, edition: string): RegistrationDone => {
  const paymentPath = paymentPathOf(payload, doc)
  return {
    reference: doc.reference,
    participantCount: doc.participantCount,
    ratePerPerson: doc.ratePerPerson,
    totalAmount: doc.totalAmount,
    paymentPath,
    paymentUrl: absoluteUrl(paymentPath, serverUrl()),
    organization: doc.organization,
    address: doc.address ?? '',
    contactName: doc.contactName,
    contactPhone: doc.contactPhone,
    contactEmail: doc.contactEmail,
    participantNames: (doc.participants ?? []).map((participant) => participant.name),
    edition,
  }
}

// The edition is a form field, so a post without scripts carries it; the server prices it.
export async function submitRegistration(
  previous: RegistrationResult,
  form: FormData,
): Promise<RegistrationResult> {
  const values: RegistrationValues = {
    edition: textOf(form, 'edition'),
    organization: textOf(form, 'organization'),
    address: textOf(form, 'address'),
    contactName: textOf(form, 'contactName'),
    contactPhone: textOf(form, 'contactPhone'),
    contactEmail: textOf(form, 'contactEmail'),
    participants: Array.from({ length: MAX_PARTICIPANTS }, (_, i) => ({
      no: i + 1,
      name: textOf(form, `participants.${i}.name`),
    })),
  }
  const req = await visitorRequest('registrations')
  const answer = await answerOf(req, 'registrations', () =>
    storeRegistration(req, {
      programName: textOf(form, 'programName'),
      ...values,
      ...honeypotOf(form),
    }),
  )
  return resultOfAnswer(previous, answer, values, (doc) =>
    doneOf(req.payload, doc as CreatedRegistration, values.edition),
  )
}
