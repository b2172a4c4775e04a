import { restQueryProblem } from '@/lib/http/rest-query'

export const refuseMalformedQuery = (request: Request): Response | null => {
  const problem = restQueryProblem(new URL(request.url).searchParams)
  return problem ? Response.json({ errors: [{ message: problem }] }, { status: 400 }) : null
}
