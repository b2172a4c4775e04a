// A connection kept by a transaction that never ends is invisible until the pool runs dry.

/** Longer than any transaction the site runs on purpose (an e-mail send is the longest). */
export const LONG_TRANSACTION_MS = 30_000

export type PoolFigures = { max: number; total: number; idle: number; waiting: number }

export type HealthStatus = 'ok' | 'degraded' | 'unavailable'

export type DatabaseHealth = {
  status: HealthStatus
  database: { reachable: boolean }
  pool: PoolFigures
  transactions: { open: number; longestSeconds: number; openLongerThan30s: number }
}

const seconds = (ms: number) => Math.round(ms / 100) / 10

export const databaseHealth = (
  reachable: boolean,
  pool: PoolFigures,
  transactionAgesMs: number[],
): DatabaseHealth => {
  const longOpen = transactionAgesMs.filter((age) => age > LONG_TRANSACTION_MS).length
  const starved = pool.waiting > 0 && pool.idle === 0 && pool.total >= pool.max
  const status: HealthStatus = !reachable
    ? 'unavailable'
    : longOpen > 0 || starved
      ? 'degraded'
      : 'ok'
  return {
    status,
    database: { reachable },
    pool,
    transactions: {
      open: transactionAgesMs.length,
      longestSeconds: seconds(Math.max(0, ...transactionAgesMs)),
      openLongerThan30s: longOpen,
    },
  }
}
