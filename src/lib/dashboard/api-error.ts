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

// A field's own message first: "Please enter a valid YouTube URL" says more than "is invalid".
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

export const failureMessage = (error: unknown, fallback: string): string => {
  if (error instanceof ApiError) return serverMessageOf(error.body) ?? fallback
  if (error instanceof StaffFacingError) return error.message
  return fallback
}
