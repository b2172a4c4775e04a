import { restQueryProblem } from '@/lib/http/rest-query'

/**
 * 400 with a JSON error for a query Payload cannot answer (see src/lib/http/rest-query.ts),
 * or null to let the request through.
 */
export const refuseMalformedQuery = (request: Request): Response | null => {
  const problem = restQueryProblem(new URL(request.url).searchParams)
  return problem ? Response.json({ errors: [{ message: problem }] }, { status: 400 }) : null
}
