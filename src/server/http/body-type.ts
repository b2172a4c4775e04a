const WRITES = new Set(['POST', 'PUT', 'PATCH'])

// Video files are PUT to their upload link as the raw bytes of the file.
const TAKES_RAW_BYTES = /^\/api\/objects\/uploads\//

/** The bodies Payload's REST writes can read: JSON, or a form with `_payload` (its admin). */
const READABLE = new Set(['application/json', 'multipart/form-data'])

export const UNSUPPORTED_BODY_TYPE = 'Send the request body as application/json.'

// Payload hands another type's body to its hooks as no data (500). A write naming no type has no
// real body (a button's bodiless POST) and is left to its endpoint.
export const refuseUnreadableBodyType = (request: Request): Response | null => {
  if (!WRITES.has(request.method) || !request.headers.has('content-type')) return null
  if (TAKES_RAW_BYTES.test(new URL(request.url).pathname)) return null
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (READABLE.has(type)) return null
  return Response.json({ errors: [{ message: UNSUPPORTED_BODY_TYPE }] }, { status: 415 })
}
