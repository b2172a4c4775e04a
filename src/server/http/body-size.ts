import { BODY_TOO_LARGE_MESSAGE, bodyLimitFor } from '@/lib/http/body-limits'

const WRITES = new Set(['POST', 'PUT', 'PATCH'])

// Video upload links stream up to 100 MB to disk and check their own length as they read.
const CHECKS_ITS_OWN_LENGTH = /^\/api\/objects\/uploads\//

// `Connection: close` has the server close the connection instead of reading the rest of the body.
export const refuseUnread = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status, headers: { connection: 'close' } })

// Checked here rather than in src/proxy.ts, where each request costs Next a copy of its body.
export const refuseOversizedBody = (request: Request): Response | null => {
  if (!WRITES.has(request.method) || !request.body) return null
  const { pathname } = new URL(request.url)
  if (CHECKS_ITS_OWN_LENGTH.test(pathname)) return null
  const declared = request.headers.get('content-length')
  // A chunked body has no declared length and could only be measured by buffering it
  // whole. With neither header there is no body at all (HTTP/1.1), e.g. `curl -X POST`.
  if (declared === null) {
    return request.headers.has('transfer-encoding')
      ? refuseUnread('Content-Length is required.', 411)
      : null
  }
  return Number(declared) > bodyLimitFor(request.headers.get('content-type'), pathname)
    ? refuseUnread(BODY_TOO_LARGE_MESSAGE, 413)
    : null
}
