import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import {
  READ_KIND_OPERATIONS,
  summaryWindowStart,
  type ReadKind,
  type StoredSummary,
} from '@/lib/audit/read-summary'
import { transactionDb } from '@/server/db'

type Reader = { userId: number; collection: string; kind: ReadKind; at: Date }

// Read after the user's lock, so it is the entry the last read left. Raw SQL: Payload's queries
// do not reach into the entry's JSON query.
export const openReadSummary = async (
  req: PayloadRequest,
  { userId, collection, kind, at }: Reader,
): Promise<(StoredSummary & { id: number }) | null> => {
  const db = await transactionDb(req)
  const operations = sql.join(
    READ_KIND_OPERATIONS[kind].map((operation) => sql`${operation}`),
    sql`, `,
  )
  const { rows } = await db.execute(sql`
    select id, row_count, details from audit_log
    where action = 'personal-data-read'
      and user_id = ${userId}
      and created_at >= ${summaryWindowStart(at).toISOString()}::timestamptz
      and query->>'collection' = ${collection}
      and query->>'operation' in (${operations})
    order by created_at desc, id desc
    limit 1`)
  const [row] = rows as Array<{ id: number; row_count: string | number | null; details: unknown }>
  if (!row) return null
  return {
    id: Number(row.id),
    rowCount: row.row_count === null ? null : Number(row.row_count),
    details: row.details,
  }
}
