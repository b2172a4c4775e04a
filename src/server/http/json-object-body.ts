/**
 * Payload's REST writes assume a JSON body is an object: a body that is valid JSON but a
 * string, number, array or null reached the collection operations and crashed them (500).
 * This checks JSON write bodies before Payload sees them and answers 400 instead. The body
 * is small by then: src/proxy.ts has already refused JSON bodies over the limit (413).
 */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH'])

const INVALID_JSON = 'The request body is not valid JSON.'
const NOT_AN_OBJECT = 'The request body must be a JSON object.'

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

const isJson = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() ===
  'application/json'

/** The request to hand on (its body re-readable), or the 400 response to answer with. */
export const checkJsonObjectBody = async (request: Request): Promise<Request | Response> => {
  if (!WRITE_METHODS.has(request.method) || !isJson(request) || !request.body) return request
  const text = await request.text()
  if (text.trim() === '') return new Request(request, { body: text })
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return badRequest(INVALID_JSON)
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return badRequest(NOT_AN_OBJECT)
  }
  return new Request(request, { body: text })
}
