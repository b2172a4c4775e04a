import { describe, expect, it } from 'vitest'

import { openEarlyBirdOffer } from '@/lib/workshop/early-bird'
import { fewSeatsNote } from '@/lib/workshop/seats-note'

const rule = { discountPercent: 10, deadline: '2025-10-15' }

describe('openEarlyBirdOffer', () => {
  it('is offered until the deadline day begins in Malaysia', () => {
    // 14 Oct 23:59 in Kuala Lumpur.
    expect(openEarlyBirdOffer(rule, new Date('2025-10-14T15:59:00Z'))).toEqual({
      discountPercent: 10,
      deadlineLabel: '15 Oct 2025',
      deadlineLabelMs: '15 Okt 2025',
    })
    // 15 Oct 00:00 in Kuala Lumpur.
    expect(openEarlyBirdOffer(rule, new Date('2025-10-14T16:00:00Z'))).toBeNull()
  })

  it('offers nothing without a rule, a discount or a valid deadline', () => {
    const before = new Date('2025-01-01T00:00:00Z')
    expect(openEarlyBirdOffer(null, before)).toBeNull()
    expect(openEarlyBirdOffer({ ...rule, discountPercent: 0 }, before)).toBeNull()
    expect(openEarlyBirdOffer({ ...rule, deadline: '2025-02-30' }, before)).toBeNull()
  })
})

describe('fewSeatsNote', () => {
  it.each([
    [0, null],
    [1, 'Only 1 seat left'],
    [7, 'Only 7 seats left'],
    [10, 'Only 10 seats left'],
    [11, null],
    [30, null],
  ])('with %i seats left says %s', (remaining, note) => {
    expect(fewSeatsNote(remaining)).toBe(note)
  })
})
