import type { CollectionBeforeValidateHook } from 'payload'

import { registrationSchema } from '@/lib/validation/registration'
import { parseOrThrow } from '@/server/validation-error'

// The registration form's rules, on the server. Only non-blank, trimmed participant
// names count; the server owns every figure derived from them (see admitRegistration).
export const validateRegistration: CollectionBeforeValidateHook = ({
  data,
  operation,
  collection,
}) => {
  if (operation !== 'create') return data
  const registration = parseOrThrow(registrationSchema, data, { collection: collection.slug })
  return {
    ...data,
    ...registration,
    address: registration.address ?? null,
    notes: registration.notes ?? null,
  }
}
