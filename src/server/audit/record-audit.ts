import type { PayloadRequest } from 'payload'

import type { AuditAction } from '@/lib/audit/audit-actions'
import { clientAddress } from '@/server/http/client-address'

type AuditEntry = {
  action: AuditAction
  query?: Record<string, unknown>
  rowCount?: number
  details?: Record<string, unknown>
}

// Written before the data leaves, so a failure to record refuses an export rather than letting it
// go unrecorded; in the request's transaction, so a rolled-back erasure leaves no entry.
export const recordAudit = async (req: PayloadRequest, entry: AuditEntry): Promise<void> => {
  const user = req.user
  await req.payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      userId: typeof user?.id === 'number' ? user.id : null,
      userEmail: typeof user?.email === 'string' ? user.email : null,
      // The job runs inside the server: no client address to record.
      ip: req.payloadAPI === 'local' ? null : clientAddress(req),
      query: entry.query ?? null,
      rowCount: entry.rowCount ?? null,
      details: entry.details ?? null,
    },
    overrideAccess: true,
    req,
  })
}
