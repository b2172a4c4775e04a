import type { PayloadRequest } from 'payload'

import type { Certificate } from '@/payload-types'

import { certificateFileName } from './certificate-file'

// One erased since the e-mail was written goes without its PDF.
export const certificateAttachments = async (
  req: PayloadRequest,
  certificates: Array<number | Certificate>,
) => {
  if (certificates.length === 0) return []
  const ids = certificates.map((c) => (typeof c === 'object' ? c.id : c))
  const { docs } = await req.payload.find({
    collection: 'certificates',
    where: { id: { in: ids } },
    sort: 'sequence',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs
    .filter((c) => c.pdf && !c.anonymisedAt && !c.revokedAt)
    .map((c) => ({
      filename: certificateFileName(c.number),
      content: Buffer.from(c.pdf!, 'base64'),
      contentType: 'application/pdf',
    }))
}
