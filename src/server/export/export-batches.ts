import type { Payload, TypedUser, Where } from 'payload'

import { READ_AUDITED_BY_CALLER } from '@/lib/audit/read-entry'
import {
  afterCursor,
  combineWhere,
  exportSort,
  type ExportCursor,
} from '@/lib/dashboard/export-cursor'
import type { DateOrder } from '@/lib/dashboard/list-query'

type ExportedCollection = 'registrations' | 'contact'

export type ExportedRecord = { id: number | string; createdAt: string; [field: string]: unknown }

/** Rows per database round trip: small enough to keep memory flat, big enough to be quick. */
export const EXPORT_BATCH_SIZE = 500

// Takes no request: batches are read while the response streams, after the request's own work
// (and any transaction on it) has finished.
export async function* exportBatches({
  payload,
  user,
  collection,
  where,
  order,
  batchSize = EXPORT_BATCH_SIZE,
}: {
  payload: Payload
  user: TypedUser | null
  collection: ExportedCollection
  where: Where
  order: DateOrder
  batchSize?: number
}): AsyncGenerator<ExportedRecord[]> {
  let cursor: ExportCursor | null = null
  for (;;) {
    const result = await payload.find({
      collection,
      where: combineWhere(where, afterCursor(cursor, order)),
      sort: exportSort(order),
      limit: batchSize,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
      // The export is one audit entry, written before its first byte (export-response.ts).
      context: { [READ_AUDITED_BY_CALLER]: true },
    })
    const docs = result.docs as unknown as ExportedRecord[]
    if (docs.length === 0) return
    yield docs
    if (docs.length < batchSize) return
    const last: ExportedRecord = docs[docs.length - 1]
    cursor = { createdAt: last.createdAt, id: last.id }
  }
}
