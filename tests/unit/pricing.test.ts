import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  formatRinggit,
  priceRegistration,
  qualifiesForEarlyBird,
  rateForParticipants,
  type PriceTier,
} from '@/lib/pricing'

// Listed out of order on purpose: the tier with the highest minimum that fits applies.
const SEED_TIERS: PriceTier[] = [
  { minParticipants: 5, ratePerPerson: 1875 },
  { minParticipants: 1, ratePerPerson: 3750 },
  { minParticipants: 3, ratePerPerson: 2625 },
]

const earlyBird = { discountPercent: 10, deadline: '2025-10-15' }

describe('rateForParticipants', () => {
  it.each([
    [0, 0],
    [1, 3750],
    [2, 3750],
    [3, 2625],
    [4, 2625],
    [5, 1875],
    [10, 1875],
  ])('charges %i participants %i each', (count, rate) => {
    expect(rateForParticipants(count, SEED_TIERS)).toBe(rate)
  })

  it('is 0 when no tier applies', () => {
    expect(rateForParticipants(2, [{ minParticipants: 3, ratePerPerson: 100 }])).toBe(0)
    expect(rateForParticipants(4, [])).toBe(0)
  })

  it('refuses counts that are not whole and non-negative', () => {
    expect(() => rateForParticipants(-1, SEED_TIERS)).toThrow(RangeError)
    expect(() => rateForParticipants(1.5, SEED_TIERS)).toThrow(RangeError)
    expect(() => rateForParticipants(Number.NaN, SEED_TIERS)).toThrow(RangeError)
  })
})

describe('qualifiesForEarlyBird', () => {
  it('qualifies up to the last second before the deadline day begins in Malaysia', () => {
    expect(qualifiesForEarlyBird(new Date('2025-10-14T23:59:59+08:00'), earlyBird)).toBe(true)
    expect(qualifiesForEarlyBird(new Date('2025-10-15T00:00:00+08:00'), earlyBird)).toBe(false)
    expect(qualifiesForEarlyBird(new Date('2025-10-20T09:00:00+08:00'), earlyBird)).toBe(false)
  })

  it('goes by Malaysian midnight, not UTC midnight', () => {
    // 2025-10-14T17:00Z is already 01:00 on the 15th in Kuala Lumpur.
    expect(qualifiesForEarlyBird(new Date('2025-10-14T17:00:00Z'), earlyBird)).toBe(false)
    expect(qualifiesForEarlyBird(new Date('2025-10-14T15:59:59Z'), earlyBird)).toBe(true)
  })

  it('is false without a rule', () => {
    expect(qualifiesForEarlyBird(new Date('2020-01-01'), null)).toBe(false)
    expect(qualifiesForEarlyBird(new Date('2020-01-01'), undefined)).toBe(false)
  })

  it('throws on a deadline that is not a real YYYY-MM-DD date', () => {
    const at = new Date('2025-01-01T00:00:00Z')
    for (const deadline of ['2025-02-30', '15/10/2025', '2025-10-15T00:00:00.000Z', '']) {
      expect(() => qualifiesForEarlyBird(at, { discountPercent: 10, deadline })).toThrow(
        'YYYY-MM-DD',
      )
    }
  })

  describe('on a server in another time zone', () => {
    const originalTz = process.env.TZ
    beforeAll(() => {
      process.env.TZ = 'America/Los_Angeles'
    })
    afterAll(() => {
      if (originalTz === undefined) delete process.env.TZ
      else process.env.TZ = originalTz
    })

    it('still uses the Malaysian deadline', () => {
      expect(new Date(2025, 0, 1).getTimezoneOffset()).not.toBe(-480)
      expect(qualifiesForEarlyBird(new Date('2025-10-14T23:59:59+08:00'), earlyBird)).toBe(true)
      expect(qualifiesForEarlyBird(new Date('2025-10-15T00:00:00+08:00'), earlyBird)).toBe(false)
    })
  })
})

describe('priceRegistration', () => {
  const before = new Date('2025-10-14T23:59:59+08:00')
  const after = new Date('2025-10-15T00:00:00+08:00')

  it.each([
    [0, 0, 0],
    [1, 3750, 3750],
    [2, 3750, 7500],
    [3, 2625, 7875],
    [4, 2625, 10500],
    [5, 1875, 9375],
    [10, 1875, 18750],
  ])('prices %i participants at the full rate after the deadline', (count, rate, total) => {
    expect(
      priceRegistration({ participantCount: count, tiers: SEED_TIERS, earlyBird, at: after }),
    ).toEqual({
      participantCount: count,
      baseRate: rate,
      ratePerPerson: rate,
      totalAmount: total,
      earlyBirdApplied: false,
    })
  })

  it.each([
    [1, 3750, 3375, 3375],
    [2, 3750, 3375, 6750],
    [3, 2625, 2362.5, 7087.5],
    [4, 2625, 2362.5, 9450],
    [5, 1875, 1687.5, 8437.5],
    [10, 1875, 1687.5, 16875],
  ])('takes 10%% off %i participants before the deadline', (count, base, rate, total) => {
    expect(
      priceRegistration({ participantCount: count, tiers: SEED_TIERS, earlyBird, at: before }),
    ).toEqual({
      participantCount: count,
      baseRate: base,
      ratePerPerson: rate,
      totalAmount: total,
      earlyBirdApplied: true,
    })
  })

  it('charges the full rate without an early-bird rule', () => {
    const price = priceRegistration({ participantCount: 3, tiers: SEED_TIERS, at: before })
    expect(price.ratePerPerson).toBe(2625)
    expect(price.earlyBirdApplied).toBe(false)
  })

  it('does not call a 0% discount an early bird', () => {
    const price = priceRegistration({
      participantCount: 1,
      tiers: SEED_TIERS,
      earlyBird: { discountPercent: 0, deadline: '2025-10-15' },
      at: before,
    })
    expect(price).toMatchObject({ ratePerPerson: 3750, earlyBirdApplied: false })
  })

  it('rounds to whole sen without float artefacts', () => {
    const price = priceRegistration({
      participantCount: 3,
      tiers: [{ minParticipants: 1, ratePerPerson: 0.1 + 0.2 }],
      earlyBird: { discountPercent: 33, deadline: '2025-10-15' },
      at: before,
    })
    // 30 sen less 9.9 sen (rounded to 10) is 20 sen each.
    expect(price).toMatchObject({ baseRate: 0.3, ratePerPerson: 0.2, totalAmount: 0.6 })

    const odd = priceRegistration({
      participantCount: 7,
      tiers: [{ minParticipants: 1, ratePerPerson: 1999.99 }],
      earlyBird: { discountPercent: 15, deadline: '2025-10-15' },
      at: before,
    })
    expect(odd).toMatchObject({ ratePerPerson: 1699.99, totalAmount: 11899.93 })
  })

  it('refuses a discount outside 0–100%', () => {
    for (const discountPercent of [-5, 101, Number.NaN]) {
      expect(() =>
        priceRegistration({
          participantCount: 1,
          tiers: SEED_TIERS,
          earlyBird: { discountPercent, deadline: '2025-10-15' },
          at: after,
        }),
      ).toThrow(RangeError)
    }
  })
})

describe('formatRinggit', () => {
  it('shows whole ringgit without decimals', () => {
    expect(formatRinggit(3750)).toBe('RM 3,750')
    expect(formatRinggit(0)).toBe('RM 0')
    expect(formatRinggit(18750)).toBe('RM 18,750')
    expect(formatRinggit(1234567)).toBe('RM 1,234,567')
  })

  it('shows exactly two decimals otherwise', () => {
    expect(formatRinggit(2362.5)).toBe('RM 2,362.50')
    expect(formatRinggit(0.3)).toBe('RM 0.30')
    expect(formatRinggit(0.1 + 0.2)).toBe('RM 0.30')
    expect(formatRinggit(11899.93)).toBe('RM 11,899.93')
  })

  it('rounds to the nearest sen first', () => {
    expect(formatRinggit(3749.999)).toBe('RM 3,750')
    expect(formatRinggit(10.004)).toBe('RM 10')
    expect(formatRinggit(10.005)).toBe('RM 10.01')
  })

  it('puts the sign before RM and refuses non-numbers', () => {
    expect(formatRinggit(-375)).toBe('-RM 375')
    expect(formatRinggit(-0)).toBe('RM 0')
    expect(() => formatRinggit(Number.NaN)).toThrow(RangeError)
    expect(() => formatRinggit(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
