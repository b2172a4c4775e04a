import { afterEach, describe, expect, it, vi } from 'vitest'

import { poolSettings } from '@/server/database/pool-settings'

afterEach(() => vi.unstubAllEnvs())

describe('poolSettings', () => {
  it('sizes and times the pool instead of pg’s defaults (unbounded waits and queries)', () => {
    vi.stubEnv('DB_POOL_MAX', '')
    vi.stubEnv('DB_CONNECT_TIMEOUT_MS', '')
    vi.stubEnv('DB_STATEMENT_TIMEOUT_MS', '')
    vi.stubEnv('DB_IDLE_TRANSACTION_TIMEOUT_MS', '')
    expect(poolSettings('postgres://db/site')).toMatchObject({
      connectionString: 'postgres://db/site',
      max: 10,
      connectionTimeoutMillis: 5000,
      statement_timeout: 15000,
      query_timeout: 20000,
      idle_in_transaction_session_timeout: 60000,
    })
  })

  it('takes the operator’s settings, and ignores values that are not positive numbers', () => {
    vi.stubEnv('DB_POOL_MAX', '25')
    vi.stubEnv('DB_CONNECT_TIMEOUT_MS', '2000')
    vi.stubEnv('DB_STATEMENT_TIMEOUT_MS', 'soon')
    vi.stubEnv('DB_IDLE_TRANSACTION_TIMEOUT_MS', '90000')
    expect(poolSettings('postgres://db/site')).toMatchObject({
      max: 25,
      connectionTimeoutMillis: 2000,
      statement_timeout: 15000,
      idle_in_transaction_session_timeout: 90000,
    })
  })
})
