import type { CollectionConfig } from 'payload'

import { adminReadServerWrites } from '@/access/server-written'
import { auditPersonalDataReads } from '@/hooks/audit-personal-data-reads'

/** A collection of records only the server writes: admins read them as the server wrote them. */
export const serverRecords = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  access: adminReadServerWrites,
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
