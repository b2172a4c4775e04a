import type { Endpoint } from 'payload'

import { parseEditionReference, UNKNOWN_EDITION } from '@/lib/validation/edition-choice'
import { seatSummary } from '@/server/workshop/seat-summary'

const NO_STORE = { 'cache-control': 'no-store' }

const refusal = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: NO_STORE })

// Without `edition`, the edition the site leads with (the next open one).
export const workshopSeats: Endpoint = {
  path: '/workshop/seats',
  method: 'get',
  handler: async (req) => {
    const reference = parseEditionReference(req.searchParams.get('edition'))
    if (reference === 'invalid') return refusal(400, UNKNOWN_EDITION)
    const summary = await seatSummary(req.payload, reference)
    if (!summary) return refusal(404, 'No such workshop edition.')
    return Response.json(summary, { headers: NO_STORE })
  },
}
