import { APIError, NotFound, ValidationError, type PayloadRequest } from 'payload'

import { adminEndpoint } from '@/endpoints/role-endpoint'
import { readJsonBody } from '@/server/http/read-json'
import { ALREADY_DECIDED, decideStatementLine } from '@/server/payments/decide-statement-line'

// A person voided the booking once, so the line waits for a person instead of being booked the
// same way again.
const undoneLines = async (req: PayloadRequest, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set()
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { statementLine: { in: ids }, voidedAt: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { statementLine: true },
    req,
  })
  return new Set(
    docs.flatMap(({ statementLine: line }) => {
      const id = typeof line === 'object' ? line?.id : line
      return id ? [id] : []
    }),
  )
}

// POST …/statement-lines/accept-matched (admin): books each open 'matched' line in a transaction of
// its own. Lines decided elsewhere meanwhile, refused by the ledger without a person's word, or
// whose registration is gone are skipped and stay open.
export const acceptMatchedLines = adminEndpoint(
  'post',
  '/dashboard/statement-lines/accept-matched',
  async (req) => {
    const body = await readJsonBody(req)
    const confirm = body.confirm === true
    const { docs } = await req.payload.find({
      collection: 'statement-lines',
      where: { state: { equals: 'open' }, matchKind: { equals: 'matched' } },
      sort: 'date',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { date: true },
      req,
    })
    const undone = await undoneLines(
      req,
      docs.map((doc) => doc.id),
    )
    let recorded = 0
    let decidedElsewhere = 0
    let needsReview = undone.size
    for (const { id } of docs) {
      if (undone.has(id)) continue
      try {
        await decideStatementLine(req, id, { action: 'accept', confirm })
        recorded++
      } catch (error) {
        if (error instanceof APIError && error.message === ALREADY_DECIDED) decidedElsewhere++
        else if (
          error instanceof ValidationError ||
          // A registration the line names was deleted since it was matched.
          error instanceof NotFound ||
          (error instanceof APIError && error.status === 409)
        ) {
          needsReview++
        } else throw error
      }
    }
    return Response.json(
      { recorded, decidedElsewhere, needsReview },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
)
