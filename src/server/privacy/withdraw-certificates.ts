import type { PayloadRequest } from 'payload'

import { ANONYMISED_TEXT } from '@/lib/privacy/anonymised-values'

export const WITHDRAWN_ON_REQUEST = 'Withdrawn at the holder’s request.'

// Revoked, so a kept copy no longer checks out, and emptied, so the verification page answers as
// for a code that names nothing. Number, code and revocation stay for the records and the
// credential's status.
export const withdrawCertificates = async (
  req: PayloadRequest,
  registrationId: number,
  isTheirName: (name: string) => boolean,
  at: Date,
): Promise<number> => {
  const { docs } = await req.payload.find({
    collection: 'certificates',
    where: { registration: { equals: registrationId }, anonymisedAt: { exists: false } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { participantName: true, revokedAt: true, revokeReason: true },
    req,
  })
  const theirs = docs.filter((certificate) => isTheirName(certificate.participantName))
  for (const certificate of theirs) {
    await req.payload.update({
      collection: 'certificates',
      id: certificate.id,
      data: {
        revokedAt: certificate.revokedAt ?? at.toISOString(),
        revokeReason: certificate.revokedAt ? certificate.revokeReason : WITHDRAWN_ON_REQUEST,
        participantName: ANONYMISED_TEXT,
        pdf: null,
        credential: null,
        credentialJwt: null,
        anonymisedAt: at.toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  }
  return theirs.length
}
