import { keySet } from '@/server/certificates/public-documents'

export const dynamic = 'force-dynamic'

/** GET /.well-known/jwks.json (rewritten here): the keys that verify the academy's credentials. */
export function GET() {
  return keySet()
}
