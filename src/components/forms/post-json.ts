import { errorDataOf, fieldErrorsOf, requestErrorMessage } from '@/lib/http/request-error'
import type { FieldError } from '@/lib/validation/field-errors'

/** A refused or failed request: its spec §8 message and what the server said about fields. */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: FieldError[],
    readonly data: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

/** POSTs JSON with the visitor's cookies (spec §7) and returns the parsed answer, or throws. */
export const postJson = async <T>(url: string, body: unknown): Promise<T> => {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    throw new RequestError(
      0,
      '0: The network is unreachable. Please check your connection.',
      [],
      {},
    )
  }
  const text = await response.text()
  if (!response.ok) {
    throw new RequestError(
      response.status,
      requestErrorMessage(response.status, response.statusText, text),
      fieldErrorsOf(text),
      errorDataOf(text),
    )
  }
  return (text ? JSON.parse(text) : null) as T
}
