import { describe, expect, it } from 'vitest'

import { databaseHealth, LONG_TRANSACTION_MS } from '@/lib/database/pool-health'

const pool = (figures: Partial<{ max: number; total: number; idle: number; waiting: number }>) => ({
  max: 10,
  total: 2,
  idle: 2,
  waiting: 0,
  ...figures,
})

describe('databaseHealth', () => {
  it('is ok with the database answering, nobody waiting and no transaction left open', () => {
    expect(databaseHealth(true, pool({}), [120, 40])).toEqual({
      status: 'ok',
      database: { reachable: true },
      pool: { max: 10, total: 2, idle: 2, waiting: 0 },
      transactions: { open: 2, longestSeconds: 0.1, openLongerThan30s: 0 },
    })
  })

  it('is degraded by a transaction open longer than any should be, and counts them', () => {
    const report = databaseHealth(true, pool({}), [LONG_TRANSACTION_MS + 1, 95_000, 10])
    expect(report.status).toBe('degraded')
    expect(report.transactions).toEqual({ open: 3, longestSeconds: 95, openLongerThan30s: 2 })
  })

  it('is degraded when requests queue for a connection with every one in use', () => {
    expect(databaseHealth(true, pool({ total: 10, idle: 0, waiting: 3 }), []).status).toBe(
      'degraded',
    )
    // A queue while the pool can still grow is the pool doing its job.
    expect(databaseHealth(true, pool({ total: 4, idle: 0, waiting: 1 }), []).status).toBe('ok')
  })

  it('is unavailable when no query gets through, whatever the pool says', () => {
    expect(databaseHealth(false, pool({}), []).status).toBe('unavailable')
    expect(databaseHealth(false, pool({}), []).transactions.longestSeconds).toBe(0)
  })
})
