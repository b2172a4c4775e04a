import { describe, expect, it } from 'vitest'

import {
  formatDay,
  formatDayRange,
  formatDayWithWeekday,
} from '@/lib/certificates/certificate-dates'

describe('certificate dates', () => {
  it('writes months in full, in English and in Malay', () => {
    expect(formatDay('2027-03-12', 'en')).toBe('12 March 2027')
    expect(formatDay('2027-03-12', 'ms')).toBe('12 Mac 2027')
    expect(formatDay('2027-08-01', 'ms')).toBe('1 Ogos 2027')
    expect(formatDayWithWeekday('2027-03-10', 'ms')).toBe('Rabu, 10 Mac 2027')
  })

  it('writes a range once where its ends share a month or a year', () => {
    expect(formatDayRange('2027-03-10', '2027-03-10', 'en')).toBe('10 March 2027')
    expect(formatDayRange('2027-03-10', '2027-03-11', 'ms')).toBe('10–11 Mac 2027')
    expect(formatDayRange('2027-03-30', '2027-04-02', 'en')).toBe('30 March – 2 April 2027')
    expect(formatDayRange('2027-12-30', '2028-01-02', 'ms')).toBe(
      '30 Disember 2027 – 2 Januari 2028',
    )
  })

  it('refuses text that is not a calendar date', () => {
    expect(() => formatDay('2027-02-30', 'en')).toThrow(RangeError)
  })
})
