import type { Payload } from 'payload'

import { retentionPolicyFrom, type RetentionPolicy } from '@/lib/privacy/retention'

/** The retention periods staff set in "Privacy & data retention", defaults for any not saved. */
export const readRetentionPolicy = async (payload: Payload): Promise<RetentionPolicy> =>
  retentionPolicyFrom(await payload.findGlobal({ slug: 'privacy-settings', depth: 0 }))
