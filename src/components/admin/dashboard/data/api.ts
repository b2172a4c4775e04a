import { ApiError } from '@/lib/dashboard/api-error'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

const answerOf = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  return (await response.json()) as T
}

/**
 * One call of the dashboard to the API (spec §7): the staff cookie goes along, bodies are
 * JSON, and any answer other than 2xx is thrown as an ApiError.
 */
export const apiRequest = async <T>(method: Method, path: string, body?: unknown): Promise<T> =>
  answerOf<T>(
    await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

/**
 * The same for a form carrying a file (a bank statement): posted as multipart, its boundary
 * set by the browser, which is why no content type is given here.
 */
export const apiUpload = async <T>(path: string, form: FormData): Promise<T> =>
  answerOf<T>(await fetch(path, { method: 'POST', credentials: 'include', body: form }))
