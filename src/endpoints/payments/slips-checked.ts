import { NotFound } from 'payload'

import { adminEndpoint } from '@/endpoints/role-endpoint'
import { recordAudit } from '@/server/audit/record-audit'
import { inTransaction } from '@/server/database/in-transaction'
import { holdRegistration } from '@/server/payments/hold-registration'

import { routeId } from './route-id'

// For waiting slips with nothing to record (a duplicate, a wrong file): clears the "slip to check"
// marker.
export const slipsChecked = adminEndpoint(
  'post',
  '/dashboard/registrations/:id/slips-checked',
  async (req) => {
    const id = routeId(req)
    const doc = await inTransaction(req, async () => {
      if (!(await holdRegistration(req, id))) throw new NotFound(req.t)
      const updated = await req.payload.update({
        collection: 'registrations',
        id,
        data: { slipWaiting: false },
        depth: 0,
        overrideAccess: true,
        req,
      })
      await recordAudit(req, {
        action: 'slips-checked',
        query: { collection: 'registrations', id },
      })
      return updated
    })
    return Response.json({ doc }, { headers: { 'cache-control': 'no-store' } })
  },
)
