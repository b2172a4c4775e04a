import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatExportDate, formatTableDate, headerFromKey } from '@/lib/export-headers'

describe('headerFromKey', () => {
  it.each([
    ['contactEmail', 'Contact Email'],
    ['ratePerPerson', 'Rate Per Person'],
    ['isReplied', 'Is Replied'],
    ['createdAt', 'Created At'],
    ['name', 'Name'],
    ['youtubeURL', 'Youtube URL'],
    ['participant2Name', 'Participant2 Name'],
    ['created_at', 'Created At'],
    ['', ''],
  ])('%s → %s', (key, header) => {
    expect(headerFromKey(key)).toBe(header)
  })
})

describe('export dates', () => {
  const originalTz = process.env.TZ
  beforeAll(() => {
    // A server far from Malaysia must still print Malaysian times.
    process.env.TZ = 'America/New_York'
  })
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ
    else process.env.TZ = originalTz
  })

  it('formats timestamps on the Malaysian clock', () => {
    expect(formatExportDate('2025-10-14T07:05:00Z')).toBe('Oct 14, 2025 at 3:05 PM')
    expect(formatExportDate(new Date('2025-10-14T16:30:00Z'))).toBe('Oct 15, 2025 at 12:30 AM')
    expect(formatExportDate(Date.UTC(2025, 0, 1, 4, 0))).toBe('Jan 01, 2025 at 12:00 PM')
  })

  it('formats table dates on the Malaysian calendar', () => {
    expect(formatTableDate('2025-10-14T07:05:00Z')).toBe('Oct 14, 2025')
    expect(formatTableDate('2025-10-14T16:30:00Z')).toBe('Oct 15, 2025')
  })

  it('shows N/A for missing or invalid dates', () => {
    for (const value of [undefined, null, '', 'yesterday', new Date('nope'), {}]) {
      expect(formatExportDate(value)).toBe('N/A')
      expect(formatTableDate(value)).toBe('N/A')
    }
  })
})
