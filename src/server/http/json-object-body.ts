// Payload's REST writes assume a JSON body is an object; any other JSON value crashes them (500).
// The body is bounded by then (body-size.ts).
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH'])

const INVALID_JSON = 'The request body is not valid JSON.'
const NOT_AN_OBJECT = 'The request body must be a JSON object.'

const badRequest = (message: string) => Response.json({ errors: [{ message }] }, { status: 400 })

const isJson = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() ===
  'application/json'

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
