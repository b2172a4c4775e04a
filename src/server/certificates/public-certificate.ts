import type { Payload } from 'payload'

import { parseCertificateCode } from '@/lib/certificates/certificate-code'

/**
 * A certificate as the public may see it, found by its code alone: null for a code that is
 * not one, that names nothing, or whose holder had their data erased (then it is as if it
 * never existed, apart from its revocation status).
 */
export const findPublicCertificate = async (payload: Payload, input: string) => {
  const code = parseCertificateCode(input)
  if (!code) return null
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: {
      code: true,
      number: true,
      participantName: true,
      programme: true,
      firstDay: true,
      lastDay: true,
      issuedAt: true,
      revokedAt: true,
      revokeReason: true,
      anonymisedAt: true,
      credential: true,
      credentialJwt: true,
    },
  })
  return docs[0] ?? null
}

export type PublicCertificate = NonNullable<Awaited<ReturnType<typeof findPublicCertificate>>>

/** Whether the certificate may be shown at all (its holder's data was not erased). */
export const isShown = (certificate: PublicCertificate | null): certificate is PublicCertificate =>
  certificate !== null && !certificate.anonymisedAt
