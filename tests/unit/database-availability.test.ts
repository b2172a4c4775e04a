import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/lib/database-availability'

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    ],
    ['a pool that cannot connect', new Error('timeout exceeded when trying to connect')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'Payload failing to begin a transaction',
      new Error('Error: cannot begin transaction: Connection terminated'),
    ],
    [
      'a cause several levels down',
      new Error('Failed query', {
        cause: new Error('x', { cause: Object.assign(new Error('y'), { code: '08006' }) }),
      }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a validation error', new Error('The following field is invalid: email')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false)
  })
})
