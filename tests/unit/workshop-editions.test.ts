import { describe, expect, it } from 'vitest'

import {
  dashboardDefaultEdition,
  editionClosedReason,
  editionForProgram,
  featuredEdition,
  openEditions,
  remainingSeats,
  upcomingEditions,
  type EditionSeats,
} from '@/lib/workshop/editions'

const NOW = new Date('2026-03-01T00:00:00.000Z')
const PROGRAM = 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP'

let nextId = 1
const edition = (overrides: Partial<EditionSeats> = {}): EditionSeats => ({
  id: nextId++,
  slug: `asl-${nextId}`,
  title: PROGRAM,
  status: 'published',
  registrationOpen: true,
  startsAt: '2026-04-10T00:30:00.000Z',
  endsAt: '2026-04-11T09:00:00.000Z',
  capacity: 30,
  taken: 0,
  ...overrides,
})

describe('seats per edition', () => {
  it('counts what is left of each edition’s own capacity, never below zero', () => {
    expect(remainingSeats({ capacity: 30, taken: 12 })).toBe(18)
    expect(remainingSeats({ capacity: 30, taken: 31 })).toBe(0)
    expect(remainingSeats({ capacity: null, taken: 0 })).toBe(0)
  })

  it('closes a draft or archived edition, whatever its switch says', () => {
    expect(editionClosedReason(edition({ status: 'draft' }), NOW)).toBe('closed-by-staff')
    expect(editionClosedReason(edition({ status: 'archived' }), NOW)).toBe('closed-by-staff')
    expect(editionClosedReason(edition(), NOW)).toBeNull()
  })

  it('closes an edition that staff closed, that started or that is full', () => {
    expect(editionClosedReason(edition({ registrationOpen: false }), NOW)).toBe('closed-by-staff')
    expect(editionClosedReason(edition({ startsAt: '2026-02-28T00:00:00.000Z' }), NOW)).toBe(
      'started',
    )
    expect(editionClosedReason(edition({ taken: 30 }), NOW)).toBe('full')
  })

  it('keeps one edition open when another is full', () => {
    const full = edition({ taken: 30, startsAt: '2026-03-10T00:30:00.000Z' })
    const later = edition({ taken: 29, startsAt: '2026-05-10T00:30:00.000Z' })
    expect(openEditions([full, later], NOW)).toEqual([later])
  })
})

describe('the edition the site leads with', () => {
  it('is the soonest open edition', () => {
    const may = edition({ startsAt: '2026-05-10T00:30:00.000Z' })
    const april = edition({ startsAt: '2026-04-10T00:30:00.000Z' })
    expect(openEditions([may, april], NOW)).toEqual([april, may])
    expect(featuredEdition([may, april], NOW)).toBe(april)
  })

  it('is the next one to come when none is open, so visitors read why', () => {
    const past = edition({ startsAt: '2025-10-28T00:30:00.000Z' })
    const fullNext = edition({ taken: 30, startsAt: '2026-04-10T00:30:00.000Z' })
    expect(featuredEdition([past, fullNext], NOW)).toBe(fullNext)
  })

  it('is the latest past edition when nothing is to come, and nothing without a published one', () => {
    const older = edition({ startsAt: '2025-04-28T00:30:00.000Z' })
    const newer = edition({ startsAt: '2025-10-28T00:30:00.000Z' })
    const draft = edition({ status: 'draft', startsAt: '2026-06-01T00:30:00.000Z' })
    expect(featuredEdition([newer, older, draft], NOW)).toBe(newer)
    expect(featuredEdition([draft, edition({ status: 'archived' })], NOW)).toBeNull()
  })

  it('lists upcoming published editions, open or not, for structured data', () => {
    const past = edition({ startsAt: '2025-10-28T00:30:00.000Z' })
    const closed = edition({ registrationOpen: false, startsAt: '2026-06-01T00:30:00.000Z' })
    const open = edition({ startsAt: '2026-04-01T00:30:00.000Z' })
    const draft = edition({ status: 'draft' })
    expect(upcomingEditions([past, closed, open, draft], NOW)).toEqual([open, closed])
  })
})

describe('the edition a registration naming none is for', () => {
  it('is the next open edition of the program it names, whatever the case and spacing', () => {
    const open = edition({ startsAt: '2026-04-10T00:30:00.000Z' })
    const other = edition({ title: 'Coaching Essentials', startsAt: '2026-03-20T00:30:00.000Z' })
    expect(
      editionForProgram(
        [open, other],
        '  certified program in   advanced strategic leadership',
        NOW,
      ),
    ).toEqual({ edition: open })
    expect(editionForProgram([open, other], 'Coaching essentials', NOW)).toEqual({
      edition: other,
    })
  })

  it('is the one program’s edition when the name matches none and only one program runs', () => {
    const open = edition()
    expect(editionForProgram([open], 'Anything the browser says', NOW)).toEqual({ edition: open })
    expect(editionForProgram([open], null, NOW)).toEqual({ edition: open })
  })

  it('asks for a program when several run and the name matches none', () => {
    const result = editionForProgram(
      [edition(), edition({ title: 'Coaching Essentials' })],
      'Something else',
      NOW,
    )
    expect(result).toMatchObject({ problem: 'unknown-program' })
  })

  it('falls back to a closed edition (admission refuses it) and to none when nothing is published', () => {
    const past = edition({ startsAt: '2025-10-28T00:30:00.000Z' })
    expect(editionForProgram([past], PROGRAM, NOW)).toEqual({ edition: past })
    expect(editionForProgram([edition({ status: 'draft' })], PROGRAM, NOW)).toEqual({
      edition: null,
    })
  })
})

describe('the edition the dashboard opens on', () => {
  it('is the edition running now, else the next, else the latest', () => {
    const past = edition({
      startsAt: '2025-10-28T00:30:00.000Z',
      endsAt: '2025-10-29T09:00:00.000Z',
    })
    const running = edition({
      startsAt: '2026-02-28T00:30:00.000Z',
      endsAt: '2026-03-02T09:00:00.000Z',
    })
    const next = edition({ startsAt: '2026-04-10T00:30:00.000Z' })
    expect(dashboardDefaultEdition([past, running, next], NOW)).toBe(running)
    expect(dashboardDefaultEdition([past, next], NOW)).toBe(next)
    expect(dashboardDefaultEdition([past], NOW)).toBe(past)
    expect(dashboardDefaultEdition([], NOW)).toBeNull()
  })

  it('opens on a full or closed next edition too, but not on a draft', () => {
    const past = edition({
      startsAt: '2025-10-28T00:30:00.000Z',
      endsAt: '2025-10-29T09:00:00.000Z',
    })
    const fullNext = edition({ taken: 30 })
    const draft = edition({ status: 'draft', startsAt: '2026-03-05T00:30:00.000Z' })
    const called = edition({ status: 'archived', startsAt: '2026-03-06T00:30:00.000Z' })
    expect(dashboardDefaultEdition([past, fullNext, draft, called], NOW)).toBe(fullNext)
    expect(dashboardDefaultEdition([past, called], NOW)).toBe(called)
  })
})
