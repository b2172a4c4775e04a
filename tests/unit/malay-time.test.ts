import { describe, expect, it } from 'vitest'

import { formatStartTimeMalay } from '@/lib/workshop/malay-time'

// Malaysian time is UTC+8 all year.
const at = (time: string) => `2027-10-28T${time}:00+08:00`

describe('a start time in Malay', () => {
  it('says the part of the day', () => {
    expect(formatStartTimeMalay(at('08:30'))).toBe('8:30 pagi')
    expect(formatStartTimeMalay(at('00:15'))).toBe('12:15 pagi')
    expect(formatStartTimeMalay(at('12:00'))).toBe('12 tengah hari')
    expect(formatStartTimeMalay(at('14:00'))).toBe('2 petang')
    expect(formatStartTimeMalay(at('20:05'))).toBe('8:05 malam')
  })
})
