import type { Endpoint } from 'payload'

import { databaseHealth } from '@/lib/database/pool-health'
import { openTransactionAges, type DurableAdapter } from '@/server/framework/durable-transactions'

// For monitoring and load balancers (no personal data); 503 when no database connection can be had.
export const health: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const adapter = req.payload.db as unknown as DurableAdapter
    const reachable = await adapter.pool.query('select 1').then(
      () => true,
      () => false,
    )
    const { pool } = adapter
    const report = databaseHealth(
      reachable,
      {
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      },
      openTransactionAges(adapter),
    )
    return Response.json(report, {
      status: report.status === 'unavailable' ? 503 : 200,
      headers: { 'cache-control': 'no-store' },
    })
  },
}
