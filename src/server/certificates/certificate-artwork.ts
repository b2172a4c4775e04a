import { buffer } from 'node:stream/consumers'

import type { PayloadRequest } from 'payload'

import type { CertificateImage, CertificateSetting } from '@/payload-types'
import { certificateImageFiles } from '@/server/storage/certificate-images'

export const NO_SIGNATORY =
  'Name the signatory and their title in Settings → Certificates before issuing certificates.'

const imageBytes = async (
  req: PayloadRequest,
  image: CertificateSetting['logo'],
): Promise<Uint8Array | null> => {
  if (image == null) return null
  const doc: CertificateImage =
    typeof image === 'object'
      ? image
      : await req.payload.findByID({
          collection: 'certificate-images',
          id: image,
          depth: 0,
          overrideAccess: true,
          req,
        })
  if (!doc.filename) return null
  const { store, keyOf } = certificateImageFiles()
  return buffer(await store.read(keyOf(doc.filename)))
}

export const certificateArtwork = async (req: PayloadRequest) => {
  const settings = await req.payload.findGlobal({
    slug: 'certificate-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const name = settings.signatoryName?.trim()
  const title = settings.signatoryTitle?.trim()
  return {
    signatory: name && title ? { name, title } : null,
    signature: await imageBytes(req, settings.signature),
    logo: await imageBytes(req, settings.logo),
    achievementDescription: settings.achievementDescription?.trim() || null,
    linkedInOrganizationId: settings.linkedInOrganizationId?.trim() || null,
  }
}
