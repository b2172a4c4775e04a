import type { PayloadRequest } from 'payload'

export const standingCertificates = async (req: PayloadRequest, registrationId: number) =>
  (
    await req.payload.find({
      collection: 'certificates',
      where: {
        registration: { equals: registrationId },
        revokedAt: { exists: false },
        anonymisedAt: { exists: false },
      },
      sort: 'sequence',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs
