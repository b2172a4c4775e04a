import type { CollectionBeforeOperationHook } from 'payload'

import { rejectHoneypot } from '@/server/honeypot'
import { enforceRateLimit, type RateLimit } from '@/server/rate-limit'

/** Honeypot and per-client rate limit for a public form's create. */
export const guardPublicSubmission =
  (rule: RateLimit): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create') return args
    rejectHoneypot(args.data)
    await enforceRateLimit(req, rule)
    return args
  }
