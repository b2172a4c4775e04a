import { describe, expect, it } from 'vitest'

import { notEnoughSeatsMessage, registrationClosedReason } from '@/lib/registration-window'

const now = new Date('2026-05-01T00:00:00Z')

describe('registrationClosedReason', () => {
  it('is open while staff allow it, before the start, with seats left', () => {
    expect(
      registrationClosedReason({
        registrationOpen: true,
        startsAt: '2026-06-01',
        remainingSeats: 3,
        now,
      }),
    ).toBeNull()
  })

  it('names why it is closed', () => {
    const base = { registrationOpen: true, startsAt: '2026-06-01', remainingSeats: 3, now }
    expect(registrationClosedReason({ ...base, registrationOpen: false })).toBe('closed-by-staff')
    expect(registrationClosedReason({ ...base, startsAt: '2026-04-30T23:00:00Z' })).toBe('started')
    expect(registrationClosedReason({ ...base, remainingSeats: 0 })).toBe('full')
  })

  it('words the seats left', () => {
    expect(notEnoughSeatsMessage(1)).toBe('Only 1 seat is left for this workshop.')
    expect(notEnoughSeatsMessage(4)).toBe('Only 4 seats are left for this workshop.')
  })
})
