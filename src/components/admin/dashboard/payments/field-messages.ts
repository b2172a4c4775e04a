import { ApiError } from '@/lib/dashboard/api-error'
import { fieldErrorsOf } from '@/lib/http/request-error'
import type { FieldError } from '@/lib/validation/field-errors'

export type FieldMessages = Partial<Record<string, string>>

/** One message per field (the first: the one to fix first), by the field's name. */
export const messagesByField = (errors: FieldError[]): FieldMessages => {
  const messages: FieldMessages = {}
  for (const { path, message } of errors) messages[path] ??= message
  return messages
}

/** The field messages of a call the server refused as invalid (Payload's ValidationError). */
export const serverFieldMessages = (error: unknown): FieldMessages =>
  error instanceof ApiError ? messagesByField(fieldErrorsOf(error.body)) : {}
