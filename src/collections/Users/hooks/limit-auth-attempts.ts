import type { CollectionBeforeOperationHook } from 'payload'

import { authRateLimit } from '@/lib/form-rate-limit'
import { enforceRateLimit } from '@/server/rate-limit'

// One budget per client for every way of guessing: passwords and reset tokens.
const LIMITED = new Set(['login', 'forgotPassword', 'resetPassword', 'unlock'])
const rule = authRateLimit('auth', process.env)

// Per client, whichever account: the lockout only counts per account, so one machine could
// otherwise try passwords across many.
export const limitAuthAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (LIMITED.has(operation)) await enforceRateLimit(req, rule)
  return args
}
