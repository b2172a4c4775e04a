import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { credentialChange, type CredentialChange } from '@/lib/auth/credential-change'
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
} from '@/lib/auth/sign-in-messages'
import { authRateLimit } from '@/lib/form-rate-limit'
import { hasRole } from '@/lib/roles'
import { passwordMatches } from '@/server/auth/password-check'
import { enforceRateLimit } from '@/server/rate-limit'

export const CREDENTIAL_CHANGES = 'credentialChanges'

export type PendingCredentialChange = CredentialChange & { byAdminForOther: boolean }

// Each check of a current password is a password guess: it shares sign-in's per-client budget.
const rule = authRateLimit('auth', process.env)

const refuse = (collection: string, message: string): never => {
  throw new ValidationError({ collection, errors: [{ message, path: 'currentPassword' }] })
}

// Changing one's own e-mail or password needs the current password: Payload asks for none, so a
// stolen session could take the account for good. An admin changing another account needs none
// (the way back in for a locked-out colleague; audited), nor do the server's own updates.
export const requireCurrentPassword: CollectionBeforeValidateHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !data || !originalDoc || !req.user) return data
  const change = credentialChange(originalDoc, data)
  if (!change.email && !change.password) return data
  const own = String(req.user.id) === String(originalDoc.id)
  if (own) {
    await enforceRateLimit(req, rule)
    const current = (data as { currentPassword?: unknown }).currentPassword
    if (typeof current !== 'string' || current === '') {
      refuse(collection.slug, CURRENT_PASSWORD_REQUIRED_MESSAGE)
    }
    const stored = await req.payload.db.findOne<{ id: number; salt?: unknown; hash?: unknown }>({
      collection: collection.slug,
      where: { id: { equals: originalDoc.id } },
      req,
    })
    if (!stored || !(await passwordMatches(current as string, stored))) {
      refuse(collection.slug, CURRENT_PASSWORD_WRONG_MESSAGE)
    }
  }
  const pending: PendingCredentialChange = {
    ...change,
    byAdminForOther: !own && hasRole(req.user, 'admin'),
  }
  req.context[CREDENTIAL_CHANGES] = {
    ...(req.context[CREDENTIAL_CHANGES] as Record<string, PendingCredentialChange> | undefined),
    [String(originalDoc.id)]: pending,
  }
  return data
}
