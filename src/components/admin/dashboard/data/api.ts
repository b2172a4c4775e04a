import { ApiError } from '@/lib/dashboard/api-error'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/**
 * One call of the dashboard to the API (spec §7): the staff cookie goes along, bodies are
 * JSON, and any answer other than 2xx is thrown as an ApiError.
 */
export const apiRequest = async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  return (await response.json()) as T
}
