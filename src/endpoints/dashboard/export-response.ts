import type { PayloadRequest, Where } from 'payload'

import type { AuditAction } from '@/lib/audit/audit-actions'
import type { DateOrder } from '@/lib/dashboard/list-query'
import { NO_DATA_TO_EXPORT } from '@/lib/dashboard/messages'
import { recordAudit } from '@/server/audit/record-audit'
import { exportBatches, type ExportedRecord } from '@/server/export/export-batches'
import { workbookResponse, type SheetSource } from '@/server/export/workbook-stream'
import type { ExportSheet } from '@/lib/export/export-columns'

// Recorded in the audit log before the file starts. Each sheet reads the records afresh.
export const exportResponse = async ({
  req,
  collection,
  where,
  order,
  fileName,
  sheets,
  audit,
  withRelated,
}: {
  req: PayloadRequest
  collection: 'registrations' | 'contact'
  where: Where
  order: DateOrder
  fileName: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has its own row type
  sheets: Array<ExportSheet<any>>
  audit: { action: AuditAction; query: Record<string, unknown> }
  withRelated?: (records: ExportedRecord[]) => Promise<ExportedRecord[]>
}): Promise<Response> => {
  const { totalDocs } = await req.payload.count({
    collection,
    where,
    overrideAccess: false,
    user: req.user,
    req,
  })
  if (totalDocs === 0) {
    return Response.json({ errors: [{ message: NO_DATA_TO_EXPORT }] }, { status: 404 })
  }
  await recordAudit(req, { ...audit, rowCount: totalDocs })
  async function* batches() {
    for await (const batch of exportBatches({
      payload: req.payload,
      user: req.user,
      collection,
      where,
      order,
    })) {
      yield withRelated ? await withRelated(batch) : batch
    }
  }
  const sources: Array<SheetSource<unknown>> = sheets.map((sheet) => ({ sheet, batches }))
  return workbookResponse(fileName, sources)
}
