import { adminEndpoint } from '@/endpoints/role-endpoint'
import { lineDecisionSchema } from '@/lib/validation/payments'
import { readValidBody } from '@/server/http/read-valid-body'
import { decideStatementLine, type LineDecision } from '@/server/payments/decide-statement-line'

import { routeId } from './route-id'

// 409 when someone decided the line first.
export const decideLine = adminEndpoint(
  'post',
  '/dashboard/statement-lines/:id/decision',
  async (req) => {
    const input = await readValidBody(req, lineDecisionSchema, { collection: 'statement-lines' })
    const decision: LineDecision =
      input.action === 'assign'
        ? {
            action: 'assign',
            confirm: input.confirm,
            allocations: input.allocations.map((a) => ({
              registrationId: a.registrationId,
              amountSen: a.amount,
            })),
          }
        : input
    const line = await decideStatementLine(req, routeId(req), decision)
    return Response.json({ doc: line }, { headers: { 'cache-control': 'no-store' } })
  },
)
