import type { Endpoint } from 'payload'

import { seatSummary } from '@/server/workshop/seats'

/** GET /api/workshop/seats — capacity, seats taken and left, and whether registration is open. */
export const workshopSeats: Endpoint = {
  path: '/workshop/seats',
  method: 'get',
  handler: async (req) =>
    Response.json(await seatSummary(req.payload), { headers: { 'cache-control': 'no-store' } }),
}
