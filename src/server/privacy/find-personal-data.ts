import type { PayloadRequest, Where } from 'payload'

import { emailInvolves, sameEmail, sameName } from '@/lib/privacy/person-match'
import type { PersonalDataRequest } from '@/lib/privacy/personal-data-request'
import type { Contact, EmailDelivery, Registration } from '@/payload-types'

export type RegistrationRole = 'contact' | 'participant'

export type PersonalDataFindings = {
  inquiries: Contact[]
  registrations: Array<{ registration: Registration; roles: RegistrationRole[] }>
  emailDeliveries: EmailDelivery[]
}

/** More than any one person sends; a bound so a lookup can never read a whole table. */
const MAX_PER_KIND = 500

const anyOf = (conditions: Where[]): Where => ({ or: conditions })

// Loose candidates (`like` ignores case); person-match.ts decides which are really theirs.
const candidates = async <T>(
  req: PayloadRequest,
  collection: 'contact' | 'registrations' | 'email-deliveries',
  conditions: Where[],
): Promise<T[]> => {
  if (conditions.length === 0) return []
  const { docs } = await req.payload.find({
    collection,
    where: anyOf(conditions),
    sort: '-createdAt',
    limit: MAX_PER_KIND,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs as T[]
}

const like = (field: string, value: string | null): Where[] =>
  value === null ? [] : [{ [field]: { like: value } }]

const findInquiries = async (req: PayloadRequest, { email, name }: PersonalDataRequest) =>
  (
    await candidates<Contact>(req, 'contact', [...like('email', email), ...like('name', name)])
  ).filter(
    (inquiry) =>
      (email !== null && sameEmail(inquiry.email, email)) ||
      (name !== null && sameName(inquiry.name, name)),
  )

const rolesIn = (registration: Registration, { email, name }: PersonalDataRequest) => {
  const roles: RegistrationRole[] = []
  const isContact =
    (email !== null && sameEmail(registration.contactEmail, email)) ||
    (name !== null && sameName(registration.contactName, name))
  if (isContact) roles.push('contact')
  if (name !== null && (registration.participants ?? []).some((p) => sameName(p.name, name))) {
    roles.push('participant')
  }
  return roles
}

const findRegistrations = async (req: PayloadRequest, request: PersonalDataRequest) => {
  const found = await candidates<Registration>(req, 'registrations', [
    ...like('contactEmail', request.email),
    ...like('contactName', request.name),
    ...like('participants.name', request.name),
  ])
  return found
    .map((registration) => ({ registration, roles: rolesIn(registration, request) }))
    .filter(({ roles }) => roles.length > 0)
}

const findEmailDeliveries = async (
  req: PayloadRequest,
  { email }: PersonalDataRequest,
  submissions: { contact: number[]; registrations: number[] },
) => {
  const ofSubmissions: Where[] = (['contact', 'registrations'] as const)
    .filter((collection) => submissions[collection].length > 0)
    .map((collection): Where => ({
      and: [
        { submissionCollection: { equals: collection } },
        { submissionId: { in: submissions[collection] } },
      ],
    }))
  const addressed = ['to', 'cc', 'bcc', 'replyTo'].flatMap((field) => like(field, email))
  const found = await candidates<EmailDelivery>(req, 'email-deliveries', [
    ...ofSubmissions,
    ...addressed,
  ])
  const submissionIds = {
    contact: new Set(submissions.contact),
    registrations: new Set(submissions.registrations),
  }
  return found.filter(
    (delivery) =>
      !delivery.anonymisedAt &&
      (submissionIds[delivery.submissionCollection].has(delivery.submissionId) ||
        (email !== null && emailInvolves(delivery, email))),
  )
}

/** Exactly what an erasure changes. */
export const findPersonalData = async (
  req: PayloadRequest,
  request: PersonalDataRequest,
): Promise<PersonalDataFindings> => {
  const inquiries = await findInquiries(req, request)
  const registrations = await findRegistrations(req, request)
  const emailDeliveries = await findEmailDeliveries(req, request, {
    contact: inquiries.map((inquiry) => inquiry.id),
    registrations: registrations.map(({ registration }) => registration.id),
  })
  return { inquiries, registrations, emailDeliveries }
}
