import type { CollectionBeforeOperationHook } from 'payload'

import { rejectHoneypot } from '@/server/honeypot'
import { enforceRateLimit, type RateLimit } from '@/server/rate-limit'

/**
 * Honeypot and per-client rate limit for a public form's create. A form post without
 * Payload's `_payload` field reaches the collection with no data, which then gets the
 * validation's answer for empty fields (400) rather than crashing a field hook.
 */
export const guardPublicSubmission =
  (rule: RateLimit): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create') return args
    if (typeof args.data !== 'object' || args.data === null) args.data = {}
    rejectHoneypot(args.data)
    await enforceRateLimit(req, rule)
    return args
  }
