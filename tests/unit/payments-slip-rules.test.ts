import { describe, expect, it } from 'vitest'

import { slipLimits } from '@/lib/payments/slip-limits'
import { SLIP_NOTICE_INTERVAL_MS, slipNoticeDue } from '@/lib/payments/slip-notice'

const MINUTE = 60_000
const HOUR = SLIP_NOTICE_INTERVAL_MS

describe('a registration’s slip limits', () => {
  it('are 5 slips and 15 MB unless set', () => {
    expect(slipLimits({})).toEqual({ maxPerRegistration: 5, maxTotalBytes: 15 * 1024 * 1024 })
    expect(slipLimits({ SLIP_MAX_PER_REGISTRATION: '', SLIP_MAX_TOTAL_MB: ' ' })).toEqual(
      slipLimits({}),
    )
    expect(slipLimits({ SLIP_MAX_PER_REGISTRATION: '3', SLIP_MAX_TOTAL_MB: '8' })).toEqual({
      maxPerRegistration: 3,
      maxTotalBytes: 8 * 1024 * 1024,
    })
  })

  it('stop the server rather than lift the limit when malformed', () => {
    expect(() => slipLimits({ SLIP_MAX_PER_REGISTRATION: '0' })).toThrow(
      /SLIP_MAX_PER_REGISTRATION/,
    )
    expect(() => slipLimits({ SLIP_MAX_TOTAL_MB: '1.5' })).toThrow(/SLIP_MAX_TOTAL_MB/)
    expect(() => slipLimits({ SLIP_MAX_TOTAL_MB: 'lots' })).toThrow(/SLIP_MAX_TOTAL_MB/)
  })
})

describe('the staff notice of new slips', () => {
  it('goes for the first slip, then not again within the hour of the last notice', () => {
    expect(slipNoticeDue([], 0)).toBe(true)
    expect(slipNoticeDue([0], 59 * MINUTE)).toBe(false)
    expect(slipNoticeDue([0], HOUR)).toBe(true)
  })

  it('counts the hour from the last notice, not from the last slip', () => {
    // Notices at 0 and 70; the slip at 50 sent none.
    expect(slipNoticeDue([0, 50 * MINUTE], 70 * MINUTE)).toBe(true)
    expect(slipNoticeDue([0, 50 * MINUTE, 70 * MINUTE], 100 * MINUTE)).toBe(false)
    expect(slipNoticeDue([70 * MINUTE, 0, 50 * MINUTE], 130 * MINUTE)).toBe(true)
  })
})
