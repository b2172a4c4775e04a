import { NotFound, type PayloadRequest } from 'payload'

import { parseCertificateCode } from '@/lib/certificates/certificate-code'

/** A route's :code as a certificate code in canonical form, or 404. */
export const routeCode = (req: PayloadRequest): string => {
  const code = parseCertificateCode(String(req.routeParams?.code ?? ''))
  if (!code) throw new NotFound(req.t)
  return code
}
