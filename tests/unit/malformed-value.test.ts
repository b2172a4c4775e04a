import { describe, expect, it } from 'vitest'

import { isMalformedValue } from '@/lib/malformed-value'

describe('isMalformedValue', () => {
  it('finds PostgreSQL’s invalid-input error behind the query error that wraps it', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "NaN"'), {
      code: '22P02',
    })
    expect(isMalformedValue(pgError)).toBe(true)
    expect(isMalformedValue(new Error('Failed query', { cause: pgError }))).toBe(true)
  })

  it('also finds an id out of the column’s range and a malformed date', () => {
    for (const code of ['22003', '22007', '22008']) {
      const pgError = Object.assign(new Error('out of range'), { code })
      expect(isMalformedValue(new Error('Failed query', { cause: pgError })), code).toBe(true)
    }
  })

  it('leaves every other failure alone', () => {
    expect(isMalformedValue(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false)
    expect(isMalformedValue(new Error('Connection terminated unexpectedly'))).toBe(false)
    expect(isMalformedValue(null)).toBe(false)
  })
})
