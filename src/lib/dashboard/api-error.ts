/**
 * A refused dashboard call. Its message is the spec's (§8): the status code, a colon and a
 * space, then the body text, or the status text when the body is empty.
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

/** A failure whose message is already worded for staff (e.g. 'Upload failed'). */
export class StaffFacingError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StaffFacingError'
  }
}

type ErrorBody = {
  errors?: Array<{ message?: unknown; data?: { errors?: Array<{ message?: unknown }> } }>
  message?: unknown
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null

/**
 * The message of a refused call's body, if it has one: a field's own message first (a
 * validation error's "Please enter a valid YouTube URL" says more than "The following
 * field is invalid: youtubeUrl"), then Payload's `{ errors: [{ message }] }`, or `{ message }`.
 */
export const serverMessageOf = (body: string): string | null => {
  let parsed: ErrorBody
  try {
    parsed = JSON.parse(body) as ErrorBody
  } catch {
    return null
  }
  const first = parsed?.errors?.[0]
  return text(first?.data?.errors?.[0]?.message) ?? text(first?.message) ?? text(parsed?.message)
}

/**
 * What to tell staff when a call failed: the server's own message when it sent one (Payload
 * answers `{ errors: [{ message }] }`), otherwise the fallback text of the action.
 */
export const failureMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) return serverMessageOf(error.body) ?? fallback
  if (error instanceof StaffFacingError) return error.message
  return fallback
}
