import type { PayloadRequest } from 'payload'

import type { DocumentRegistration } from '@/lib/payments/documents/build-document'
import type { IssuerParticulars } from '@/lib/payments/documents/issued-document'
import { toSen } from '@/lib/pricing'
import type { Registration, Site, WorkshopEdition } from '@/payload-types'
import { readById } from '@/server/read-by-id'

/** The academy as its documents name it today; issued documents keep what they printed. */
export const issuerOf = (site: Site): { issuer: IssuerParticulars; sstRatePercent: number } => ({
  issuer: {
    legalName: site.legalName || site.name,
    registrationNo: site.companyRegistrationNo ?? '',
    sstRegistrationNo: site.sstRegistrationNo ?? '',
    address: site.address ?? '',
    email: site.supportEmail,
    phone: site.phone ?? site.whatsappPhone ?? '',
  },
  sstRatePercent: site.sstRatePercent ?? 0,
})

export const editionOf = async (
  req: PayloadRequest,
  registration: Registration,
): Promise<WorkshopEdition> =>
  typeof registration.edition === 'object'
    ? registration.edition
    : readById(req, 'workshop-editions', registration.edition)

export const documentRegistration = (
  registration: Registration,
  edition: WorkshopEdition,
): DocumentRegistration => ({
  reference: registration.reference ?? String(registration.id),
  party: {
    organization: registration.organization,
    address: registration.address ?? '',
    contactName: registration.contactName,
    contactEmail: registration.contactEmail,
  },
  participants: (registration.participants ?? []).map((p) => p.name),
  ratePerPersonSen: toSen(registration.ratePerPerson ?? 0),
  totalSen: toSen(registration.totalAmount ?? 0),
  earlyBirdApplied: registration.earlyBirdApplied === true,
  workshop: {
    title: edition.title,
    startsAt: edition.startsAt,
    endsAt: edition.endsAt ?? null,
    venue: edition.venue,
  },
})

export const documentContext = async (req: PayloadRequest, registration: Registration) => {
  const site = await req.payload.findGlobal({ slug: 'site', depth: 0, req })
  const edition = await editionOf(req, registration)
  return { ...issuerOf(site), edition, registration: documentRegistration(registration, edition) }
}
