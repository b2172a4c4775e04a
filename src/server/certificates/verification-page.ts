import { getPayload } from 'payload'

import config from '@payload-config'

import { formatInMalaysia } from '@/lib/malaysia-time'

import { findPublicCertificate, isShown } from './public-certificate'

const malaysianDay = (instant: string) =>
  formatInMalaysia(instant, 'yyyy-MM-dd') ?? instant.slice(0, 10)

export const verificationPage = async (code: string) => {
  const payload = await getPayload({ config })
  const certificate = await findPublicCertificate(payload, code)
  if (!isShown(certificate)) return null
  const [site, settings] = await Promise.all([
    payload.findGlobal({ slug: 'site', depth: 0 }),
    payload.findGlobal({ slug: 'certificate-settings', depth: 0, overrideAccess: true }),
  ])
  return {
    certificate,
    academyName: site.name,
    linkedInOrganizationId: settings.linkedInOrganizationId?.trim() || null,
    issuedOn: malaysianDay(certificate.issuedAt),
    revokedOn: certificate.revokedAt ? malaysianDay(certificate.revokedAt) : null,
  }
}
