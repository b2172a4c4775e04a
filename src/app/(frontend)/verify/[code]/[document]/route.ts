import {
  certificatePdfDownload,
  credentialJson,
  credentialJwt,
  revocationStatus,
} from '@/server/certificates/public-documents'

export const dynamic = 'force-dynamic'

// `/verify/{code}.json` and `.jwt`, the addresses printed in credentials, are rewritten here
// (next.config.mjs).
const DOCUMENTS: Record<string, (code: string) => Promise<Response>> = {
  'credential.json': credentialJson,
  'credential.jwt': credentialJwt,
  'status.json': revocationStatus,
  'certificate.pdf': certificatePdfDownload,
}

type Params = { params: Promise<{ code: string; document: string }> }

export async function GET(_request: Request, { params }: Params) {
  const { code, document } = await params
  const answer = DOCUMENTS[document]
  return answer
    ? answer(code)
    : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}
