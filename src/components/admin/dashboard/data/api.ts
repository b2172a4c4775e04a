import { ApiError } from '@/lib/dashboard/api-error'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

const answerOf = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  return (await response.json()) as T
}

export const apiRequest = async <T>(method: Method, path: string, body?: unknown): Promise<T> =>
  answerOf<T>(
    await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )

// No content type: the browser sets multipart's boundary.
export const apiUpload = async <T>(path: string, form: FormData): Promise<T> =>
  answerOf<T>(await fetch(path, { method: 'POST', credentials: 'include', body: form }))
