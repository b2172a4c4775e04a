import { describe, expect, it } from 'vitest'

import { escapeIcsText, foldIcsLine, icsCalendar, icsUtcTime } from '@/lib/calendar/ics'
import { editionCalendar } from '@/lib/workshop/edition-calendar'

const octets = (text: string) => new TextEncoder().encode(text).length

describe('RFC 5545 text values (§3.3.11)', () => {
  it('escapes backslashes, semicolons and commas, and writes line breaks as \\n', () => {
    expect(escapeIcsText('Dewan A, Level 3; Putrajaya')).toBe('Dewan A\\, Level 3\\; Putrajaya')
    expect(escapeIcsText('C:\\path')).toBe('C:\\\\path')
    expect(escapeIcsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour')
  })
})

describe('RFC 5545 line folding (§3.1)', () => {
  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    const exact = `SUMMARY:${'x'.repeat(67)}`
    expect(octets(exact)).toBe(75)
    expect(foldIcsLine(exact)).toBe(exact)
    const long = `SUMMARY:${'x'.repeat(200)}`
    const lines = foldIcsLine(long).split('\r\n')
    expect(lines.length).toBe(3)
    expect(lines.every((line) => octets(line) <= 75)).toBe(true)
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true)
    // Unfolding (dropping CRLF and the one space) gives the line back.
    expect(foldIcsLine(long).replace(/\r\n /g, '')).toBe(long)
  })

  it('never splits a character of several octets', () => {
    const long = `LOCATION:${'é'.repeat(60)}`
    const folded = foldIcsLine(long)
    const lines = folded.split('\r\n')
    expect(lines.every((line) => octets(line) <= 75)).toBe(true)
    expect(lines.join('').replace(/^(.*)$/, '$1')).not.toContain('\uFFFD')
    expect(folded.replace(/\r\n /g, '')).toBe(long)
  })
})

describe('a calendar file', () => {
  it('is one VEVENT in UTC with CRLF line ends', () => {
    const file = icsCalendar(
      {
        uid: 'workshop-edition-4@academy.my',
        start: new Date('2026-03-10T00:30:00.000Z'),
        end: new Date('2026-03-11T09:00:00.000Z'),
        summary: 'Strategic Leadership, Part 2',
        location: 'Dewan A; Putrajaya',
        description: 'Day one\nDay two',
        url: 'https://academy.my/registration/asl-2026-03-10',
        stamp: new Date('2026-01-05T03:04:05.678Z'),
      },
      '-//Academy//Workshop editions//EN',
    )
    expect(file.endsWith('\r\n')).toBe(true)
    expect(file.split('\r\n').slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Academy//Workshop editions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ])
    expect(file).toContain('\r\nDTSTART:20260310T003000Z\r\n')
    expect(file).toContain('\r\nDTEND:20260311T090000Z\r\n')
    expect(file).toContain('\r\nDTSTAMP:20260105T030405Z\r\n')
    expect(file).toContain('\r\nSUMMARY:Strategic Leadership\\, Part 2\r\n')
    expect(file).toContain('\r\nLOCATION:Dewan A\\; Putrajaya\r\n')
    expect(file).toContain('\r\nDESCRIPTION:Day one\\nDay two\r\n')
    expect(file).toContain('\r\nURL:https://academy.my/registration/asl-2026-03-10\r\n')
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/)
    expect(file).toMatch(/END:VEVENT\r\nEND:VCALENDAR\r\n$/)
  })

  it('writes UTC times without separators or milliseconds', () => {
    expect(icsUtcTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z')
  })
})

describe('an edition’s calendar file', () => {
  const edition = {
    id: 4,
    title: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
    format: '2-day intensive',
    startsAt: '2026-03-10T00:30:00.000Z',
    endsAt: '2026-03-11T09:00:00.000Z',
    venue: 'A hotel in Kuala Lumpur',
    updatedAt: '2026-01-05T03:04:05.000Z',
  }
  const make = (overrides = {}) =>
    editionCalendar({
      edition: { ...edition, ...overrides },
      siteName: 'Malaysia Leadership Academy',
      origin: 'https://academy.my',
      pageUrl: 'https://academy.my/registration/asl-2026-03-10',
    })

  it('keeps one UID per edition, so a new import moves the event instead of adding one', () => {
    expect(make()).toContain('UID:workshop-edition-4@academy.my')
    expect(
      make({ startsAt: '2026-04-10T00:30:00.000Z', endsAt: '2026-04-11T09:00:00.000Z' }),
    ).toContain('UID:workshop-edition-4@academy.my')
  })

  it('is the same file until the edition changes', () => {
    expect(make()).toBe(make())
  })

  it('gives a run without a later end an hour', () => {
    expect(make({ endsAt: edition.startsAt })).toContain('DTEND:20260310T013000Z')
  })
})
