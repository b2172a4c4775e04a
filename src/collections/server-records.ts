import type { CollectionConfig } from 'payload'

import { adminReadServerWrites } from '@/access/server-written'
import { auditPersonalDataReads } from '@/hooks/audit-personal-data-reads'

export const serverRecords = (config: CollectionConfig): CollectionConfig =>
  adminOnlyRecords({ ...config, access: adminReadServerWrites })

// Payload's document locks would tell every signed-in staff member, editors included, which
// document an admin has open, so these keep none.
export const adminOnlyRecords = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  lockDocuments: false,
})

export const personalDataRecords = (config: CollectionConfig): CollectionConfig =>
  serverRecords({
    ...config,
    hooks: {
      ...config.hooks,
      afterOperation: [...(config.hooks?.afterOperation ?? []), auditPersonalDataReads],
    },
  })
