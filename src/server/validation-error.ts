import { ValidationError } from 'payload'
import type { $ZodType } from 'zod/v4/core'

import { validate } from '@/lib/validation/field-errors'

/**
 * Checks input against one of the schemas the browser forms use, so the server answers
 * with the same messages. Throws Payload's ValidationError (400, one entry per field, shown
 * beside the field in the admin too); returns the cleaned data otherwise.
 */
export const parseOrThrow = <T>(
  schema: $ZodType<T>,
  input: unknown,
  target: { collection?: string; global?: string },
): T => {
  const result = validate(schema, input)
  if (!result.ok) throw new ValidationError({ ...target, errors: result.errors })
  return result.data
}
