import type { CollectionBeforeOperationHook } from 'payload'

import { authRateLimit } from '@/lib/form-rate-limit'
import { enforceRateLimit } from '@/server/rate-limit'

// One budget per client for every way of guessing: passwords and reset tokens.
const LIMITED = new Set(['login', 'forgotPassword', 'resetPassword', 'unlock'])
const rule = authRateLimit('auth', process.env)

/**
 * Limits sign-in and password-reset attempts per client, whichever account they target, so
 * one machine cannot try passwords across many accounts (the lockout only counts per account).
 */
export const limitAuthAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (LIMITED.has(operation)) await enforceRateLimit(req, rule)
  return args
}
