import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
} from 'payload'

import { passwordProblem } from '@/lib/password-policy'

const refuse = (collection: string, problem: string): never => {
  throw new ValidationError({ collection, errors: [{ message: problem, path: 'password' }] })
}

// Payload's own check only asks for 3 characters; create-first-user, the admin form, REST
// and the Local API all pass a new password through beforeValidate.
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ data, collection }) => {
  if (data && 'password' in data && data.password !== undefined) {
    const problem = passwordProblem(data.password)
    if (problem) refuse(collection.slug, problem)
  }
  return data
}

// Reset-password hashes the new password before beforeValidate runs and hands it the stored user,
// so the policy is checked on the operation's arguments, or a reset would accept "abc".
export const enforcePasswordPolicyOnReset: CollectionBeforeOperationHook = ({
  args,
  collection,
  operation,
}) => {
  if (operation === 'resetPassword') {
    const problem = passwordProblem(args.data?.password)
    if (problem) refuse(collection.slug, problem)
  }
  return args
}
