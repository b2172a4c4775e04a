import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { FieldError } from '@/lib/validation/field-errors'

/**
 * Shows the server's per-field messages under the fields they belong to (the same messages
 * the browser shows, from the same schemas); returns whether any matched a field on the form.
 */
export const applyServerErrors = <T extends FieldValues>(
  errors: FieldError[],
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): boolean => {
  let matched = false
  for (const { path, message } of errors) {
    const field = fields.find((name) => name === path)
    if (!field) continue
    setError(field, { type: 'server', message }, { shouldFocus: !matched })
    matched = true
  }
  return matched
}
