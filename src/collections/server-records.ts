import type { CollectionConfig } from 'payload'

import { adminReadServerWrites } from '@/access/server-written'
import { auditPersonalDataReads } from '@/hooks/audit-personal-data-reads'

/**
 * A collection of records only the server writes: admins read them as the server wrote them.
 * Nobody edits them in the admin, so nothing is locked for editing either (see
 * adminOnlyRecords).
 */
export const serverRecords = (config: CollectionConfig): CollectionConfig =>
  adminOnlyRecords({ ...config, access: adminReadServerWrites })

/**
 * A collection only admins read. Payload's document locks would tell every signed-in staff
 * member which of its documents an admin has open, editors included, so it keeps none.
 */
export const adminOnlyRecords = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  lockDocuments: false,
})

/** Server-written records of people's data: each staff read of them goes to the audit log. */
export const personalDataRecords = (config: CollectionConfig): CollectionConfig =>
  serverRecords({
    ...config,
    hooks: {
      ...config.hooks,
      afterOperation: [...(config.hooks?.afterOperation ?? []), auditPersonalDataReads],
    },
  })
