import type { Endpoint } from 'payload'

import { requireRole } from '@/access/require-role'
import { lineDecisionSchema } from '@/lib/validation/payments'
import { readJsonBody } from '@/server/http/read-json'
import { decideStatementLine, type LineDecision } from '@/server/payments/decide-statement-line'
import { parseOrThrow } from '@/server/validation-error'

import { routeId } from './route-id'

/**
 * POST /api/dashboard/statement-lines/:id/decision {action: accept|assign|ignore, …} — records
 * a bank line as the payment(s) of registrations, or sets it aside (admin). 409 when someone
 * decided it first.
 */
export const decideLine: Endpoint = {
  path: '/dashboard/statement-lines/:id/decision',
  method: 'post',
  handler: async (req) => {
    requireRole(req, 'admin')
    const id = routeId(req)
    const input = parseOrThrow(lineDecisionSchema, await readJsonBody(req), {
      collection: 'statement-lines',
    })
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
    const line = await decideStatementLine(req, id, decision)
    return Response.json({ doc: line }, { headers: { 'cache-control': 'no-store' } })
  },
}
