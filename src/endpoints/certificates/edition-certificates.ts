import { adminEndpoint } from '@/endpoints/role-endpoint'
import { routeId } from '@/endpoints/payments/route-id'
import { requiredDays } from '@/lib/certificates/eligibility'
import { issueCertificatesSchema } from '@/lib/validation/certificates'
import { certificateArtwork } from '@/server/certificates/certificate-artwork'
import { editionEligibility } from '@/server/certificates/edition-eligibility'
import { issueCertificates } from '@/server/certificates/issue-certificates'
import { signingKeyReady } from '@/server/certificates/signing-key'
import { readValidBody } from '@/server/http/read-valid-body'

const NO_STORE = { 'cache-control': 'no-store' }

export const editionCertificatesEndpoint = adminEndpoint(
  'get',
  '/dashboard/editions/:id/certificates',
  async (req) => {
    const { roster, rows } = await editionEligibility(req, routeId(req))
    const artwork = await certificateArtwork(req)
    const { edition, days } = roster
    return Response.json(
      {
        edition: {
          id: edition.id,
          title: edition.title,
          days,
          requiredDays: requiredDays(days.length, edition.certificates?.minimumDays),
          languages: edition.certificates?.languages ?? 'both',
        },
        ready: { signatory: artwork.signatory !== null, signingKey: await signingKeyReady() },
        rows,
      },
      { headers: NO_STORE },
    )
  },
)

// Issues to every eligible participant, or to those chosen with their names as corrected; 409
// when nobody chosen may be certified.
export const issueCertificatesEndpoint = adminEndpoint(
  'post',
  '/dashboard/editions/:id/certificates',
  async (req) => {
    const editionId = routeId(req)
    const input = await readValidBody(req, issueCertificatesSchema, { collection: 'certificates' })
    const { issued, skipped } = await issueCertificates(req, editionId, input)
    return Response.json(
      {
        issued: issued.map(({ id, code, number, registration, participant, participantName }) => ({
          id,
          code,
          number,
          registration,
          participant,
          participantName,
        })),
        skipped,
      },
      { status: 201, headers: NO_STORE },
    )
  },
)
