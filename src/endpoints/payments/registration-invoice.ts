import { adminEndpoint } from '@/endpoints/role-endpoint'
import { inTransaction } from '@/server/database/in-transaction'
import { currentInvoice } from '@/server/payments/documents/current-invoice'

import { routeId } from './route-id'

// Issued now if it has none or its amount changed; 409 for a cancelled registration.
export const registrationInvoice = adminEndpoint(
  'post',
  '/dashboard/registrations/:id/invoice',
  async (req) => {
    const id = routeId(req)
    const invoice = await inTransaction(req, () => currentInvoice(req, id))
    const { pdf: _pdf, ...doc } = invoice
    return Response.json({ doc }, { headers: { 'cache-control': 'no-store' } })
  },
)
