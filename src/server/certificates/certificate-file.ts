import { NotFound, type PayloadRequest } from 'payload'

export const certificateFileName = (number: string) => `certificate-${number}.pdf`

/** A certificate's PDF exactly as issued; 404 when it was erased. */
export const certificateFile = async (req: PayloadRequest, code: string) => {
  const { docs } = await req.payload.find({
    collection: 'certificates',
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const certificate = docs[0]
  if (!certificate?.pdf) throw new NotFound(req.t)
  return {
    certificate,
    pdf: Buffer.from(certificate.pdf, 'base64'),
    fileName: certificateFileName(certificate.number),
  }
}
