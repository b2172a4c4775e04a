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

// Written before the answer leaves. Routine reads are summarised per user, collection and kind for
// a while, so a screen's paging is one entry. The server's own reads pass `overrideAccess`.
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
