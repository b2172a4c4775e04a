import { TZDate } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'

import { startOfMalaysianDay } from '@/lib/malaysia-calendar-date'
import { MALAYSIA_TIME_ZONE } from '@/lib/malaysia-time-zone'

describe('startOfMalaysianDay', () => {
  it('is midnight in Kuala Lumpur (UTC+8)', () => {
    expect(startOfMalaysianDay('2025-10-15')?.toISOString()).toBe('2025-10-14T16:00:00.000Z')
    expect(startOfMalaysianDay('2024-02-29')?.toISOString()).toBe('2024-02-28T16:00:00.000Z')
    expect(startOfMalaysianDay('2026-01-01')?.toISOString()).toBe('2025-12-31T16:00:00.000Z')
  })

  it('agrees with the time-zone database on every month from 1982 to 2060', () => {
    for (let year = 1982; year <= 2060; year++) {
      for (let month = 1; month <= 12; month++) {
        const text = `${year}-${String(month).padStart(2, '0')}-15`
        const expected = new TZDate(year, month - 1, 15, MALAYSIA_TIME_ZONE).getTime()
        expect(startOfMalaysianDay(text)?.getTime(), text).toBe(expected)
      }
    }
  })

  it('refuses text that is not a real calendar date', () => {
    for (const text of ['2025-02-30', '2025-13-01', '2025-00-10', '2025-1-5', ' 2025-10-15', '']) {
      expect(startOfMalaysianDay(text)).toBeNull()
    }
    expect(startOfMalaysianDay('2025-10-15T00:00:00Z')).toBeNull()
  })
})
