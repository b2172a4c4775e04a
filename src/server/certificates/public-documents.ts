import { getPayload } from 'payload'

import config from '@payload-config'

import { parseCertificateCode } from '@/lib/certificates/certificate-code'
import { issuerProfileDocument, revocationListDocument } from '@/lib/certificates/open-badge'
import { revocationStatusUrl } from '@/lib/certificates/verification-urls'
import { serverUrl } from '@/server/seo/server-url'

import { certificateFileName } from './certificate-file'
import { findPublicCertificate, isShown } from './public-certificate'
import { publishedKeySet } from './signing-key'

// Answered fresh each time, so a revocation shows at once; never indexed.
const HEADERS = { 'cache-control': 'no-cache', 'x-robots-tag': 'noindex' }

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: HEADERS })

const json = (body: unknown, contentType = 'application/json') =>
  new Response(JSON.stringify(body, null, 2), {
    headers: { ...HEADERS, 'content-type': `${contentType}; charset=utf-8` },
  })

const shownCertificate = async (code: string) => {
  const certificate = await findPublicCertificate(await getPayload({ config }), code)
  return isShown(certificate) ? certificate : null
}

/** /verify/{code}.json; once revoked, 410 with when and why beside the credential as issued. */
export const credentialJson = async (code: string) => {
  const certificate = await shownCertificate(code)
  if (!certificate?.credential) return notFound()
  if (!certificate.revokedAt) return json(certificate.credential, 'application/ld+json')
  return Response.json(
    {
      revoked: true,
      revokedAt: certificate.revokedAt,
      revocationReason: certificate.revokeReason ?? null,
      credentialStatus: revocationStatusUrl(serverUrl(), certificate.code),
      credential: certificate.credential,
    },
    { status: 410, headers: HEADERS },
  )
}

/** /verify/{code}.jwt: the same credential as signed (VC-JWT). */
export const credentialJwt = async (code: string) => {
  const certificate = await shownCertificate(code)
  if (!certificate?.credentialJwt) return notFound()
  return new Response(certificate.credentialJwt, {
    headers: { ...HEADERS, 'content-type': 'application/vc+jwt' },
  })
}

// An erased holder's credential still answers here, revoked: a kept copy must not pass as valid.
export const revocationStatus = async (code: string) => {
  const certificate = await findPublicCertificate(await getPayload({ config }), code)
  if (!certificate) return notFound()
  const revokedAt = certificate.revokedAt ?? certificate.anonymisedAt
  return json(
    revocationListDocument(
      serverUrl(),
      certificate.code,
      revokedAt
        ? {
            revokedAt: new Date(revokedAt),
            reason: certificate.revokeReason || 'Withdrawn by the academy.',
          }
        : null,
    ),
  )
}

/** /verify/{code}/certificate.pdf: the PDF as issued, while the certificate stands. */
export const certificatePdfDownload = async (code: string) => {
  if (!parseCertificateCode(code)) return notFound()
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { code: { equals: parseCertificateCode(code) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { number: true, pdf: true, revokedAt: true, anonymisedAt: true },
  })
  const certificate = docs[0]
  if (!certificate?.pdf || certificate.anonymisedAt) return notFound()
  if (certificate.revokedAt) {
    return Response.json(
      { errors: [{ message: 'This certificate was revoked.' }] },
      { status: 410, headers: HEADERS },
    )
  }
  return new Response(new Uint8Array(Buffer.from(certificate.pdf, 'base64')), {
    headers: {
      ...HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${certificateFileName(certificate.number)}"`,
    },
  })
}

export const issuerProfile = async () => {
  const site = await (await getPayload({ config })).findGlobal({ slug: 'site', depth: 0 })
  const origin = serverUrl()
  return json(
    issuerProfileDocument(origin, { name: site.name, url: origin, email: site.supportEmail }),
    'application/ld+json',
  )
}

export const keySet = async () =>
  json(await publishedKeySet(await getPayload({ config })), 'application/jwk-set+json')
