import type { Payload } from 'payload'

import { parseCertificateCode } from '@/lib/certificates/certificate-code'

// Found by its code alone. An erased holder's certificate is as if it never existed, apart from
// its revocation status.
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

export const isShown = (certificate: PublicCertificate | null): certificate is PublicCertificate =>
  certificate !== null && !certificate.anonymisedAt
