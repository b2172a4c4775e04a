import { describe, expect, it } from 'vitest'

import { MAX_PARTICIPANTS, normaliseParticipants } from '@/lib/participants'

describe('normaliseParticipants', () => {
  it('allows ten participants on a registration', () => {
    expect(MAX_PARTICIPANTS).toBe(10)
  })

  it('tidies names and renumbers from 1 in the given order', () => {
    expect(
      normaliseParticipants([
        { no: 4, name: '  Aisyah   binti  Ahmad ' },
        { no: 1, name: 'Tan\tWei\nMing' },
      ]),
    ).toEqual([
      { no: 1, name: 'Aisyah binti Ahmad' },
      { no: 2, name: 'Tan Wei Ming' },
    ])
  })

  it('drops blank rows and accepts plain strings', () => {
    expect(
      normaliseParticipants([
        { no: 1, name: '' },
        'Ravi Kumar',
        { name: '   ' },
        '  ',
        { name: 'Siti' },
      ]),
    ).toEqual([
      { no: 1, name: 'Ravi Kumar' },
      { no: 2, name: 'Siti' },
    ])
  })

  it('ignores rows that are neither a name nor an object with one', () => {
    expect(
      normaliseParticipants([
        null,
        undefined,
        42,
        true,
        ['Ali'],
        {},
        { name: 7 },
        { full: 'X' },
        'Ali',
      ]),
    ).toEqual([{ no: 1, name: 'Ali' }])
  })

  it('gives an empty list for anything but an array', () => {
    for (const value of [undefined, null, 'Ali', 3, { name: 'Ali' }]) {
      expect(normaliseParticipants(value)).toEqual([])
    }
  })

  it('does not cap the count; the schema reports too many', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `Person ${i + 1}`)
    expect(normaliseParticipants(rows)).toHaveLength(12)
  })
})
