import { issuerProfile } from '@/server/certificates/public-documents'

export const dynamic = 'force-dynamic'

/** GET /verify/issuer.json: the academy as the issuer of its credentials (Open Badges Profile). */
export function GET() {
  return issuerProfile()
}
