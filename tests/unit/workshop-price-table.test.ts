import { describe, expect, it } from 'vitest'

import { lowestRate, priceTableRows } from '@/lib/workshop/price-table'

describe('priceTableRows', () => {
  it('turns the seeded tiers into the rows the banner and form show, in order', () => {
    const rows = priceTableRows([
      { minParticipants: 5, ratePerPerson: 1875 },
      { minParticipants: 1, ratePerPerson: 3750 },
      { minParticipants: 3, ratePerPerson: 2625 },
    ])
    expect(rows).toEqual([
      { minParticipants: 1, maxParticipants: 2, ratePerPerson: 3750, label: '1–2 participants' },
      { minParticipants: 3, maxParticipants: 4, ratePerPerson: 2625, label: '3–4 participants' },
      {
        minParticipants: 5,
        maxParticipants: null,
        ratePerPerson: 1875,
        label: '5 or more participants',
      },
    ])
  })

  it('names a one-person tier in the singular and ignores malformed tiers', () => {
    const rows = priceTableRows([
      { minParticipants: 1, ratePerPerson: 2600 },
      { minParticipants: 2, ratePerPerson: 1820 },
      { minParticipants: 0, ratePerPerson: 1 },
    ])
    expect(rows.map((row) => row.label)).toEqual(['1 participant', '2 or more participants'])
  })

  it('gives the lowest rate for "from" prices, or null without tiers', () => {
    expect(
      lowestRate([
        { minParticipants: 1, ratePerPerson: 3750 },
        { minParticipants: 5, ratePerPerson: 1875 },
      ]),
    ).toBe(1875)
    expect(lowestRate([])).toBeNull()
  })
})
