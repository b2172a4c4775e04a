import type { FieldError } from '@/lib/validation/field-errors'

/* eslint-disable @typescript-eslint/no-explicit-any -- whatever JSON a server answered */

const parse = (text: string): any => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The human message in one of our API's error bodies (`{errors: [{message}]}`), if any. */
export const apiMessage = (body: any): string | null => {
  const message = body?.errors?.[0]?.message
  return typeof message === 'string' && message.trim() ? message.trim() : null
}

/**
 * Spec §8: a failed request reads "{status}: {body text, or status text when empty}". Our API
 * answers JSON, so its message stands for the body text; any other body is shown as it came.
 */
export const requestErrorMessage = (status: number, statusText: string, bodyText: string): string =>
  `${status}: ${requestErrorDetail(statusText, bodyText)}`

/** The words of a failed request's answer, without its status code. */
export const requestErrorDetail = (statusText: string, bodyText: string): string =>
  apiMessage(parse(bodyText)) ?? (bodyText.trim() || statusText.trim() || 'Request failed')

/** Per-field messages of a validation failure (`errors[0].data.errors`), to show under fields. */
export const fieldErrorsOf = (bodyText: string): FieldError[] => fieldErrorsIn(parse(bodyText))

/** The same, from an error body already read. */
export const fieldErrorsIn = (body: any): FieldError[] => {
  const list = body?.errors?.[0]?.data?.errors
  if (!Array.isArray(list)) return []
  return list.filter(
    (entry): entry is FieldError =>
      typeof entry?.path === 'string' && typeof entry?.message === 'string',
  )
}

/** Anything else the server attached to its error (e.g. `remainingSeats` on a 409). */
export const errorDataOf = (bodyText: string): Record<string, unknown> =>
  errorDataIn(parse(bodyText))

/** The same, from an error body already read. */
export const errorDataIn = (body: any): Record<string, unknown> => {
  const data = body?.errors?.[0]?.data
  return data && typeof data === 'object' && !Array.isArray(data) ? data : {}
}
