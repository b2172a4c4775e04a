import type { CollectionBeforeOperationHook } from 'payload'

import { rejectHoneypot } from '@/server/honeypot'
import { enforceRateLimit, type RateLimit } from '@/server/rate-limit'

// A form post without Payload's `_payload` field reaches the collection with no data, which then
// gets a 400 for empty fields rather than crashing a field hook.
export const guardPublicSubmission =
  (rule: RateLimit): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'create') return args
    if (typeof args.data !== 'object' || args.data === null) args.data = {}
    rejectHoneypot(args.data)
    await enforceRateLimit(req, rule)
    return args
  }
