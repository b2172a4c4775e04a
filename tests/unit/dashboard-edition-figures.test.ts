import { describe, expect, it } from 'vitest'

import { editionLabel, editionsOverview } from '@/lib/dashboard/edition-figures'

const NOW = new Date('2026-03-01T00:00:00.000Z')

const base = {
  title: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
  status: 'published' as const,
  capacity: 30,
}

describe('the registrations panel’s editions', () => {
  const past = {
    ...base,
    id: 1,
    slug: 'asl-2025-10-28',
    startsAt: '2025-10-28T00:30:00.000Z',
    endsAt: '2025-10-29T09:00:00.000Z',
  }
  const next = {
    ...base,
    id: 2,
    slug: 'asl-2026-03-10',
    startsAt: '2026-03-10T00:30:00.000Z',
    endsAt: '2026-03-11T09:00:00.000Z',
  }

  it('gives each edition its seats taken, pending, confirmed and left, newest first', () => {
    const counts = new Map([
      [1, { pending: 2, confirmed: 28, registrations: 9 }],
      [2, { pending: 5, confirmed: 3, registrations: 3 }],
    ])
    const overview = editionsOverview([past, next], counts, NOW)
    expect(
      overview.editions.map((e) => [e.id, e.taken, e.pending, e.confirmed, e.remaining]),
    ).toEqual([
      [2, 8, 5, 3, 22],
      [1, 30, 2, 28, 0],
    ])
    expect(overview.defaultEdition).toBe(2)
  })

  it('counts an edition without registrations as empty', () => {
    const overview = editionsOverview([next], new Map(), NOW)
    expect(overview.editions[0]).toMatchObject({ taken: 0, remaining: 30, registrations: 0 })
  })

  it('names an edition by its dates and title, and its status unless published', () => {
    expect(editionLabel(past)).toBe(`28–29 Oct 2025 · ${past.title}`)
    expect(editionLabel({ ...next, status: 'archived' })).toBe(
      `10–11 Mar 2026 · ${next.title} (Archived)`,
    )
    // Its address keeps the year it was made with; the label follows the dates.
    expect(
      editionLabel({ ...past, startsAt: '2027-10-28T00:30:00Z', endsAt: '2027-10-29T09:00:00Z' }),
    ).toBe(`28–29 Oct 2027 · ${past.title}`)
  })
})
