import type { CollectionAfterOperationHook } from 'payload'

import {
  isRecordOperation,
  READ_AUDITED_BY_CALLER,
  readQuery,
  recordsIn,
} from '@/lib/audit/read-entry'
import { readKind } from '@/lib/audit/read-summary'
import { recordAudit } from '@/server/audit/record-audit'
import { recordRoutineRead } from '@/server/audit/record-read-summary'

/**
 * Every read of personal data by staff (lists, single records, and bulk changes, which answer
 * with the records they changed), through the API, the admin or the dashboard, is in the
 * audit log: who, when, from where, the filter and how many records, written before the
 * answer leaves. Routine reads (lists, single records) are summarised, one entry per user,
 * collection and kind of read for a while, so a screen's paging is one entry; a change is
 * an entry of its own. The server's own reads (e-mail job, retention, lookups that audit
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
  const query = readQuery(collection.slug, operation, args as Parameters<typeof readQuery>[2])
  const rowCount = recordsIn(operation, result)
  const kind = readKind(operation)
  if (kind) {
    await recordRoutineRead(req, {
      kind,
      query: { ...query, collection: collection.slug },
      rowCount,
    })
  } else {
    await recordAudit(req, { action: 'personal-data-read', query, rowCount })
  }
  return result
}
