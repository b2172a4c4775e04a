const WRITES = new Set(['POST', 'PUT', 'PATCH'])

// Video files are PUT to their upload link as the raw bytes of the file.
const TAKES_RAW_BYTES = /^\/api\/objects\/uploads\//

/** The bodies Payload's REST writes can read: JSON, or a form with `_payload` (its admin). */
const READABLE = new Set(['application/json', 'multipart/form-data'])

export const UNSUPPORTED_BODY_TYPE = 'Send the request body as application/json.'

/**
 * Refuses a write whose body is of a type the API does not read (415), from its headers.
 * Payload handed such a body to the collection as no data at all, which its field hooks
 * did not expect (500). A write that names no type carries no body to speak of (a button's
 * bodiless POST; Next hands it an empty stream all the same), and is left to its endpoint.
 */
export const refuseUnreadableBodyType = (request: Request): Response | null => {
  if (!WRITES.has(request.method) || !request.headers.has('content-type')) return null
  if (TAKES_RAW_BYTES.test(new URL(request.url).pathname)) return null
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (READABLE.has(type)) return null
  return Response.json({ errors: [{ message: UNSUPPORTED_BODY_TYPE }] }, { status: 415 })
}
