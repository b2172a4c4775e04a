import { adminEndpoint } from '@/endpoints/role-endpoint'
import { pdfResponse } from '@/endpoints/payments/document-pdf'
import { routeId } from '@/endpoints/payments/route-id'
import { certificateWaiverSchema, revokeCertificateSchema } from '@/lib/validation/certificates'
import { recordAudit } from '@/server/audit/record-audit'
import { certificateFile } from '@/server/certificates/certificate-file'
import { resendCertificates } from '@/server/certificates/resend-certificates'
import { revokeCertificate } from '@/server/certificates/revoke-certificate'
import { waiveCertificatePayment } from '@/server/certificates/waive-certificate-payment'
import { readValidBody } from '@/server/http/read-valid-body'

import { routeCode } from './route-code'

const NO_STORE = { 'cache-control': 'no-store' }

export const revokeCertificateEndpoint = adminEndpoint(
  'post',
  '/dashboard/certificates/:code/revoke',
  async (req) => {
    const code = routeCode(req)
    const { reason } = await readValidBody(req, revokeCertificateSchema, {
      collection: 'certificates',
    })
    const { id, number, revokedAt, revokeReason } = await revokeCertificate(req, code, reason)
    return Response.json(
      { doc: { id, code, number, revokedAt, revokeReason } },
      { headers: NO_STORE },
    )
  },
)

// The PDF as issued, revoked certificates too.
export const certificatePdfEndpoint = adminEndpoint(
  'get',
  '/dashboard/certificates/:code/pdf',
  async (req) => {
    const { certificate, pdf, fileName } = await certificateFile(req, routeCode(req))
    await recordAudit(req, {
      action: 'personal-data-read',
      query: { collection: 'certificates', operation: 'pdf', id: certificate.id },
      rowCount: 1,
    })
    return pdfResponse(pdf, fileName)
  },
)

export const resendCertificatesEndpoint = adminEndpoint(
  'post',
  '/dashboard/registrations/:id/certificates/send',
  async (req) =>
    Response.json(await resendCertificates(req, routeId(req)), { status: 202, headers: NO_STORE }),
)

export const certificateWaiverEndpoint = adminEndpoint(
  'post',
  '/dashboard/registrations/:id/certificate-waiver',
  async (req) => {
    const id = routeId(req)
    const input = await readValidBody(req, certificateWaiverSchema, { collection: 'registrations' })
    const { certificateWaiver } = await waiveCertificatePayment(req, id, input)
    return Response.json({ doc: { id, certificateWaiver } }, { headers: NO_STORE })
  },
)
