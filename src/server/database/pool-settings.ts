import type { PoolConfig } from 'pg'

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}

// pg's defaults wait forever for a connection and let a query run forever; these fail fast (503)
// while the database is unreachable. The idle-in-transaction bound is above the longest step run
// inside a transaction (an e-mail send, whose SMTP timeouts are set in mail-adapter.ts).
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
