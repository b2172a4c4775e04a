import type { FieldError } from '@/lib/validation/field-errors'

/* eslint-disable @typescript-eslint/no-explicit-any -- whatever JSON a server answered */

const parse = (text: string): any => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export const apiMessage = (body: any): string | null => {
  const message = body?.errors?.[0]?.message
  return typeof message === 'string' && message.trim() ? message.trim() : null
}

// Spec §8: "{status}: {body text, or status text when empty}"; our API's JSON message is the text.
export const requestErrorMessage = (status: number, statusText: string, bodyText: string): string =>
  `${status}: ${requestErrorDetail(statusText, bodyText)}`

export const requestErrorDetail = (statusText: string, bodyText: string): string =>
  apiMessage(parse(bodyText)) ?? (bodyText.trim() || statusText.trim() || 'Request failed')

export const fieldErrorsOf = (bodyText: string): FieldError[] => fieldErrorsIn(parse(bodyText))

export const fieldErrorsIn = (body: any): FieldError[] => {
  const list = body?.errors?.[0]?.data?.errors
  if (!Array.isArray(list)) return []
  return list.filter(
    (entry): entry is FieldError =>
      typeof entry?.path === 'string' && typeof entry?.message === 'string',
  )
}

export const errorDataOf = (bodyText: string): Record<string, unknown> =>
  errorDataIn(parse(bodyText))

export const errorDataIn = (body: any): Record<string, unknown> => {
  const data = body?.errors?.[0]?.data
  return data && typeof data === 'object' && !Array.isArray(data) ? data : {}
}
