import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { passwordProblem } from '@/lib/password-policy'

// Payload's own check only asks for 3 characters; every path that sets a password
// (create-first-user, the admin form, REST, the Local API) passes through here.
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ data, collection }) => {
  if (data && 'password' in data && data.password !== undefined) {
    const problem = passwordProblem(data.password)
    if (problem) {
      throw new ValidationError({
        collection: collection.slug,
        errors: [{ message: problem, path: 'password' }],
      })
    }
  }
  return data
}
