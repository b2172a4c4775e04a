import { describe, expect, it } from 'vitest'

import { toValidDate } from '@/lib/date-value'

describe('toValidDate', () => {
  it('reads Dates, ISO strings and timestamps', () => {
    const date = new Date('2025-10-14T07:05:00Z')
    expect(toValidDate(date)).toBe(date)
    expect(toValidDate('2025-10-14T07:05:00Z')).toEqual(date)
    expect(toValidDate(date.getTime())).toEqual(date)
  })

  it('gives null for missing or unusable values', () => {
    for (const value of [
      undefined,
      null,
      '',
      '   ',
      'soon',
      new Date('nope'),
      Number.NaN,
      true,
      {},
    ]) {
      expect(toValidDate(value)).toBeNull()
    }
  })
})
