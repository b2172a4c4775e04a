import type { CollectionAfterOperationHook } from 'payload'

import {
  isRecordOperation,
  READ_AUDITED_BY_CALLER,
  readQuery,
  recordsIn,
} from '@/lib/audit/read-entry'
import { recordAudit } from '@/server/audit/record-audit'

/**
 * Every read of personal data by staff (lists, single records, and bulk changes, which answer
 * with the records they changed), through the API, the admin or the dashboard, is in the
 * audit log: who, when, from where, the filter and how many records, written before the
 * answer leaves. The server's own reads (e-mail job, retention, lookups that audit
 * themselves) pass `overrideAccess` and are not staff reads.
 */
export const auditPersonalDataReads: CollectionAfterOperationHook = async ({
  args,
  collection,
  operation,
  req,
  result,
}) => {
  if (!isRecordOperation(operation) || !req.user) return result
  if ((args as { overrideAccess?: boolean }).overrideAccess === true) return result
  if (req.context?.[READ_AUDITED_BY_CALLER]) return result
  await recordAudit(req, {
    action: 'personal-data-read',
    query: readQuery(collection.slug, operation, args as Parameters<typeof readQuery>[2]),
    rowCount: recordsIn(operation, result),
  })
  return result
}
