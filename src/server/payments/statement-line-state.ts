import { sql } from '@payloadcms/db-postgres'
import { NotFound, type PayloadRequest } from 'payload'

import type { StatementLine } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { transactionDb } from '@/server/db'

// A decision on a line and the undoing of one take turns.
export const holdLine = async (req: PayloadRequest, id: number): Promise<StatementLine> => {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`select id from statement_lines where id = ${id} for update`)
  if (rows.length === 0) throw new NotFound(req.t)
  return req.payload.findByID({
    collection: 'statement-lines',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
}

export const reopenLine = async (req: PayloadRequest, id: number, reason: string) => {
  await req.payload.update({
    collection: 'statement-lines',
    id,
    data: { state: 'open', decidedAt: null, decidedBy: null },
    depth: 0,
    overrideAccess: true,
    req,
  })
  await recordAudit(req, {
    action: 'statement-line-decided',
    query: { collection: 'statement-lines', id },
    details: { decision: 'reopened', reason },
  })
}
