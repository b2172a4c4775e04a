import type { PoolConfig } from 'pg'

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

/**
 * The connection pool, sized and timed on purpose rather than left to pg's defaults (which
 * wait forever for a connection and let a query run forever): requests fail fast with 503
 * while the database is unreachable, and no single query can hold a connection for long.
 * A transaction left open with nothing running (a bug, or a step that hangs) is ended by
 * PostgreSQL after a while, and its connection comes back to the pool; the bound is above
 * the longest step the app runs inside a transaction (an e-mail send, whose SMTP timeouts
 * are set in mail-adapter.ts).
 */
export const poolSettings = (connectionString: string): PoolConfig => ({
  connectionString,
  max: number(process.env.DB_POOL_MAX, 10),
  idleTimeoutMillis: 30_000,
  connectionTimeoutMillis: number(process.env.DB_CONNECT_TIMEOUT_MS, 5_000),
  statement_timeout: number(process.env.DB_STATEMENT_TIMEOUT_MS, 15_000),
  query_timeout: number(process.env.DB_STATEMENT_TIMEOUT_MS, 15_000) + 5_000,
  idle_in_transaction_session_timeout: number(process.env.DB_IDLE_TRANSACTION_TIMEOUT_MS, 60_000),
  keepAlive: true,
  application_name: 'academy-site',
})
