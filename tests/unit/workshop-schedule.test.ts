import { describe, expect, it } from 'vitest'

import { formatStartTime, formatWorkshopDays, workshopDayCount } from '@/lib/workshop/schedule'

describe('formatWorkshopDays', () => {
  it('writes the seeded edition as the spec does, in Malaysian time', () => {
    expect(formatWorkshopDays('2025-10-28T00:30:00.000Z', '2025-10-29T09:00:00.000Z')).toBe(
      '28–29 Oct 2025',
    )
  })

  it('uses the Malaysian calendar day even when UTC is still on the day before', () => {
    // 27 Oct 23:30 UTC is 28 Oct 07:30 in Kuala Lumpur.
    expect(formatWorkshopDays('2025-10-27T23:30:00.000Z', '2025-10-28T23:30:00.000Z')).toBe(
      '28–29 Oct 2025',
    )
  })

  it('spans months and years, and collapses a one-day event', () => {
    expect(formatWorkshopDays('2025-10-30T01:00:00Z', '2025-11-01T09:00:00Z')).toBe(
      '30 Oct – 1 Nov 2025',
    )
    expect(formatWorkshopDays('2025-12-30T01:00:00Z', '2026-01-02T09:00:00Z')).toBe(
      '30 Dec 2025 – 2 Jan 2026',
    )
    expect(formatWorkshopDays('2025-10-28T01:00:00Z', '2025-10-28T09:00:00Z')).toBe('28 Oct 2025')
    expect(formatWorkshopDays('2025-10-28T01:00:00Z', null)).toBe('28 Oct 2025')
  })
})

describe('formatStartTime', () => {
  it('gives 8:30am for the seeded start and drops :00 on the hour', () => {
    expect(formatStartTime('2025-10-28T08:30:00+08:00')).toBe('8:30am')
    expect(formatStartTime('2025-10-28T14:00:00+08:00')).toBe('2pm')
  })
})

describe('workshopDayCount', () => {
  it('counts both ends', () => {
    expect(workshopDayCount('2025-10-28T08:30:00+08:00', '2025-10-29T17:00:00+08:00')).toBe(2)
    expect(workshopDayCount('2025-10-28T08:30:00+08:00', null)).toBe(1)
  })
})
