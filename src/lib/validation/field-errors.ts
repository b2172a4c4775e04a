import type { $ZodError, $ZodType } from 'zod/v4/core'

import { safeParse } from './zod'

export type FieldError = { path: string; message: string }

export const toFieldErrors = (error: $ZodError): FieldError[] => {
  const byPath = new Map<string, string>()
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.')
    if (!byPath.has(path)) byPath.set(path, issue.message)
  }
  return [...byPath].map(([path, message]) => ({ path, message }))
}

export const validate = <T>(
  schema: $ZodType<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldError[] } => {
  const result = safeParse(schema, input)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: toFieldErrors(result.error) }
}
