import type { Payload } from 'payload'

import { retentionPolicyFrom, type RetentionPolicy } from '@/lib/privacy/retention'

export const readRetentionPolicy = async (payload: Payload): Promise<RetentionPolicy> =>
  retentionPolicyFrom(await payload.findGlobal({ slug: 'privacy-settings', depth: 0 }))
