import { describe, expect, it } from 'vitest'

import { countMarks, describeCounts } from '@/lib/certificates/roll-call-counts'
import {
  defaultRollCallDay,
  formatEditionDay,
  hasDayBegun,
  rollCallDayLabel,
} from '@/lib/certificates/roll-call-days'
import {
  nextPresent,
  stateOf,
  withSavedTaps,
  type RollCallRegistration,
} from '@/lib/certificates/roll-call-marks'
import { foldForSearch, searchRollCall } from '@/lib/certificates/roll-call-search'

const DAYS = ['2027-03-10', '2027-03-11']

const rollCall: RollCallRegistration[] = [
  {
    id: 1,
    organization: 'Jabatan Kerja Raya',
    participants: [
      {
        no: 1,
        name: 'Aminah binti Yusof',
        marks: {
          '2027-03-10': { present: true, markedAt: '2027-03-10T01:00:00Z', markedBy: 'a@x' },
        },
      },
      {
        no: 2,
        name: 'Bala a/l Muthu',
        marks: {
          '2027-03-10': { present: false, markedAt: '2027-03-10T01:05:00Z', markedBy: 'a@x' },
        },
      },
    ],
  },
  {
    id: 2,
    organization: 'Petronas Dagangan',
    participants: [{ no: 1, name: 'José Chong', marks: {} }],
  },
]

describe('the roll call’s day', () => {
  it('opens on today while the edition runs, otherwise on its first day', () => {
    expect(defaultRollCallDay(DAYS, '2027-03-11')).toBe('2027-03-11')
    expect(defaultRollCallDay(DAYS, '2027-03-09')).toBe('2027-03-10')
    expect(defaultRollCallDay(DAYS, '2027-04-01')).toBe('2027-03-10')
    expect(defaultRollCallDay([], '2027-04-01')).toBeNull()
  })

  it('can be marked from the day itself, not before', () => {
    expect(hasDayBegun('2027-03-10', '2027-03-10')).toBe(true)
    expect(hasDayBegun('2027-03-10', '2027-03-11')).toBe(true)
    expect(hasDayBegun('2027-03-11', '2027-03-10')).toBe(false)
  })

  it('is named by its number and its Malaysian date, whatever the clock’s zone', () => {
    expect(formatEditionDay('2027-03-10')).toBe('Wed 10 Mar')
    expect(rollCallDayLabel('2027-03-11', 1)).toBe('Day 2 · Thu 11 Mar')
  })
})

describe('a tap', () => {
  it('marks someone unmarked or absent present, and corrects present to absent', () => {
    expect(stateOf(undefined)).toBe('unmarked')
    expect(stateOf(true)).toBe('present')
    expect(stateOf(false)).toBe('absent')
    expect(nextPresent('unmarked')).toBe(true)
    expect(nextPresent('absent')).toBe(true)
    expect(nextPresent('present')).toBe(false)
  })

  it('once saved, is written into the roll call with who made it and when', () => {
    const next = withSavedTaps(
      rollCall,
      [
        { day: '2027-03-10', registration: 1, participant: 2, present: true },
        { day: '2027-03-11', registration: 1, participant: 2, present: false },
      ],
      '2027-03-11T02:00:00Z',
      'b@x',
    )
    expect(next[0].participants[1].marks).toEqual({
      '2027-03-10': { present: true, markedAt: '2027-03-11T02:00:00Z', markedBy: 'b@x' },
      '2027-03-11': { present: false, markedAt: '2027-03-11T02:00:00Z', markedBy: 'b@x' },
    })
    // Untouched people and registrations stay the same objects; the input is not changed.
    expect(next[0].participants[0]).toBe(rollCall[0].participants[0])
    expect(next[1]).toBe(rollCall[1])
    expect(rollCall[0].participants[1].marks['2027-03-10'].present).toBe(false)
  })
})

describe('the counts', () => {
  it('tell present, absent and not marked apart', () => {
    const counts = countMarks(rollCall, (_registration, participant) =>
      stateOf(participant.marks['2027-03-10']?.present),
    )
    expect(counts).toEqual({ present: 1, absent: 1, unmarked: 1, total: 3 })
    expect(describeCounts(counts)).toBe('1 present · 1 absent · 1 not marked')
  })
})

describe('the search', () => {
  it('ignores case, accents and spacing', () => {
    expect(foldForSearch('  José   CHONG ')).toBe('jose chong')
  })

  it('finds a whole organisation by its name, or people by theirs', () => {
    expect(searchRollCall(rollCall, 'kerja')).toEqual([rollCall[0]])
    expect(searchRollCall(rollCall, 'jose')).toEqual([rollCall[1]])
    const [found] = searchRollCall(rollCall, 'bala')
    expect(found.participants.map((p) => p.name)).toEqual(['Bala a/l Muthu'])
    expect(searchRollCall(rollCall, 'nobody')).toEqual([])
    expect(searchRollCall(rollCall, ' ')).toEqual(rollCall)
  })
})
