import type { PayloadRequest } from 'payload'

import { summariseRead, type ReadKind } from '@/lib/audit/read-summary'
import { inTransaction } from '@/server/database/in-transaction'

import { lockReadSummaryOf } from './audit-lock'
import { openReadSummary } from './open-read-summary'
import { recordAudit } from './record-audit'

type RoutineRead = {
  kind: ReadKind
  query: Record<string, unknown> & { collection: string }
  rowCount: number
}

// Reads at once on one request share its transaction, where the user's lock does not keep them
// apart, so they take turns here.
const PENDING_SUMMARY = 'audit.pendingReadSummary'

const afterOthersOn = <T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> => {
  const before = req.context[PENDING_SUMMARY] as Promise<unknown> | undefined
  const turn = (before ?? Promise.resolve()).catch(() => undefined).then(work)
  req.context[PENDING_SUMMARY] = turn
  return turn
}

// Written before the answer leaves; a read that cannot be recorded is refused.
export const recordRoutineRead = (req: PayloadRequest, read: RoutineRead): Promise<void> =>
  afterOthersOn(req, () =>
    inTransaction(req, async () => {
      const userId = req.user?.id
      if (typeof userId !== 'number') {
        // No id to take turns on or to find the entry by: the read is an entry of its own.
        const { rowCount, details } = summariseRead(null, { ...read, at: new Date() })
        await recordAudit(req, {
          action: 'personal-data-read',
          query: read.query,
          rowCount,
          details,
        })
        return
      }
      await lockReadSummaryOf(req, userId)
      // Taken once the lock is held, so the reads of one entry are in the order they count.
      const at = new Date()
      const open = await openReadSummary(req, {
        userId,
        collection: read.query.collection,
        kind: read.kind,
        at,
      })
      const { continues, rowCount, details } = summariseRead(open, { ...read, at })
      if (open && continues) {
        await req.payload.update({
          collection: 'audit-log',
          id: open.id,
          data: { rowCount, details },
          depth: 0,
          overrideAccess: true,
          req,
        })
        return
      }
      await recordAudit(req, { action: 'personal-data-read', query: read.query, rowCount, details })
    }),
  )
