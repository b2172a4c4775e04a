import { APIError, type PayloadRequest } from 'payload'

import type { Allocation } from '@/lib/payments/match-statement'
import { toSen } from '@/lib/pricing'
import type { StatementLine } from '@/payload-types'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { recordAudit } from '@/server/audit/record-audit'

import { recordPayment } from './record-payment'
import { holdLine } from './statement-line-state'

export type LineDecision =
  /** Record the matcher's allocations (a matched or proposed line). */
  | { action: 'accept'; confirm?: boolean; allowOverpayment?: boolean }
  | {
      action: 'assign'
      allocations: Array<{ registrationId: number; amountSen: number }>
      confirm?: boolean
      allowOverpayment?: boolean
    }
  /** Not a registration's payment: leave it out of the open lines. */
  | { action: 'ignore' }

export const ALREADY_DECIDED = 'Someone has already decided this line; reload to see what.'
export const NOTHING_TO_ACCEPT =
  'This line has no match to accept: assign it to a registration instead.'
export const ALLOCATIONS_MUST_ADD_UP = 'The amounts must add up to the line’s amount.'

const storedAllocations = (line: StatementLine): Allocation[] => {
  const match = line.match as { allocations?: Allocation[] } | null
  return Array.isArray(match?.allocations) ? match.allocations : []
}

// Under the line's row lock, so two admins deciding it at once record it once.
export const decideStatementLine = (
  req: PayloadRequest,
  lineId: number,
  decision: LineDecision,
): Promise<StatementLine> =>
  inTransaction(req, async () => {
    const line = await holdLine(req, lineId)
    if (line.state !== 'open') throw new APIError(ALREADY_DECIDED, 409)
    if (decision.action !== 'ignore') {
      const allocations =
        decision.action === 'accept'
          ? storedAllocations(line).map((a) => ({
              registrationId: Number(a.registrationId),
              amountSen: a.amountSen,
            }))
          : decision.allocations
      if (allocations.length === 0) throw new APIError(NOTHING_TO_ACCEPT, 400)
      const total = allocations.reduce((sum, a) => sum + a.amountSen, 0)
      if (total !== toSen(line.amount) || allocations.some((a) => a.amountSen <= 0)) {
        throw new APIError(ALLOCATIONS_MUST_ADD_UP, 400)
      }
      for (const allocation of allocations) {
        await recordPayment(req, {
          registrationId: allocation.registrationId,
          kind: 'payment',
          amountSen: allocation.amountSen,
          paidOn: line.date,
          source: 'bank-line',
          method: 'bank-transfer',
          bankReference: line.description.slice(0, 140),
          statementLineId: line.id,
          confirm: decision.confirm,
          allowOverpayment: decision.allowOverpayment,
        })
      }
    }
    await recordAudit(req, {
      action: 'statement-line-decided',
      query: { collection: 'statement-lines', id: line.id },
      details:
        decision.action === 'assign'
          ? { decision: 'assign', allocations: decision.allocations }
          : { decision: decision.action },
    })
    return req.payload.update({
      collection: 'statement-lines',
      id: line.id,
      data: {
        state: decision.action === 'ignore' ? 'ignored' : 'recorded',
        decidedAt: new Date().toISOString(),
        decidedBy: actingUserId(req),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
  })
