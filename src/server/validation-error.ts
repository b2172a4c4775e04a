import { ValidationError } from 'payload'
import type { $ZodType } from 'zod/v4/core'

import { validate } from '@/lib/validation/field-errors'

// The browser forms' schemas, so the server answers with the same messages, one per field.
export const parseOrThrow = <T>(
  schema: $ZodType<T>,
  input: unknown,
  target: { collection?: string; global?: string },
): T => {
  const result = validate(schema, input)
  if (!result.ok) throw new ValidationError({ ...target, errors: result.errors })
  return result.data
}
