import { APIError, ValidationError } from 'payload'

import { adminEndpoint } from '@/endpoints/role-endpoint'
import { readJsonBody } from '@/server/http/read-json'
import { ALREADY_DECIDED, decideStatementLine } from '@/server/payments/decide-statement-line'

/**
 * POST /api/dashboard/statement-lines/accept-matched {confirm?} — records every open line the
 * matcher matched by reference, each in a transaction of its own (admin). Lines another admin
 * decided meanwhile are skipped, and so are lines the ledger refuses without a person's word
 * (an overpayment, a cancelled registration, a date that cannot be right): they stay open.
 * Answers how many were recorded, decided elsewhere and left for review.
 */
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
    let recorded = 0
    let decidedElsewhere = 0
    let needsReview = 0
    for (const { id } of docs) {
      try {
        await decideStatementLine(req, id, { action: 'accept', confirm })
        recorded++
      } catch (error) {
        if (error instanceof APIError && error.message === ALREADY_DECIDED) decidedElsewhere++
        else if (
          error instanceof ValidationError ||
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
