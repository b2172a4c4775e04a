import { describe, expect, it } from 'vitest'

import { editionDays, malaysianDayOf } from '@/lib/certificates/edition-days'
import {
  attendedDays,
  describeIneligibility,
  participantEligibility,
  requiredDays,
  type AttendanceMark,
  type EligibilityInput,
} from '@/lib/certificates/eligibility'

const DAYS = ['2027-03-10', '2027-03-11']

const present = (participant: number, days = DAYS): AttendanceMark[] =>
  days.map((day) => ({ participant, day, present: true }))

const base: EligibilityInput = {
  registration: { status: 'confirmed', paymentState: 'paid' },
  participants: [
    { no: 1, name: 'Aminah binti Yusof' },
    { no: 2, name: 'Bala a/l Muthu' },
    { no: 3, name: 'Chong Wei Ling' },
  ],
  days: DAYS,
  marks: [...present(1), ...present(2), ...present(3)],
}

const reasonsOf = (input: EligibilityInput) =>
  participantEligibility(input).map((result) => result.reasons.map((r) => r.reason))

describe('editionDays', () => {
  it('lists every day from start to end on Malaysia’s calendar', () => {
    // 9am in Kuala Lumpur on the 10th is 1am UTC; 5pm on the 12th is 9am UTC.
    expect(editionDays('2027-03-10T01:00:00.000Z', '2027-03-12T09:00:00.000Z')).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ])
    // 7am in Kuala Lumpur is still the previous day in UTC.
    expect(malaysianDayOf(new Date('2027-03-09T23:00:00.000Z'))).toBe('2027-03-10')
  })

  it('takes days already written as dates, crosses months and years, and defaults to one day', () => {
    expect(editionDays('2027-12-31', '2028-01-01')).toEqual(['2027-12-31', '2028-01-01'])
    expect(editionDays('2028-02-28', '2028-03-01')).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ])
    expect(editionDays('2027-03-10')).toEqual(['2027-03-10'])
    expect(editionDays('2027-03-10', null)).toEqual(['2027-03-10'])
  })

  it('refuses an end before the start, a span of months and text that is no date', () => {
    expect(() => editionDays('2027-03-10', '2027-03-09')).toThrow(RangeError)
    expect(() => editionDays('2027-01-01', '2027-12-31')).toThrow(RangeError)
    expect(() => editionDays('soon')).toThrow(RangeError)
  })
})

describe('participantEligibility', () => {
  it('finds everyone eligible when confirmed, paid and present every day', () => {
    const results = participantEligibility(base)
    expect(results.every((result) => result.eligible)).toBe(true)
    expect(results[0]).toMatchObject({ participant: 1, daysAttended: 2, daysRequired: 2 })
  })

  it('refuses an unconfirmed or cancelled registration', () => {
    for (const status of ['pending', 'cancelled']) {
      const input = { ...base, registration: { ...base.registration, status } }
      expect(reasonsOf(input)).toEqual([['unconfirmed'], ['unconfirmed'], ['unconfirmed']])
    }
  })

  it('refuses unpaid, partly paid and refunded registrations unless payment was waived', () => {
    for (const paymentState of ['unpaid', 'partly_paid', 'refunded']) {
      const registration = { status: 'confirmed', paymentState }
      expect(reasonsOf({ ...base, registration })[0]).toEqual(['unpaid'])
      expect(
        participantEligibility({
          ...base,
          registration: { ...registration, paymentWaived: true },
        })[0].eligible,
      ).toBe(true)
    }
    const overpaid = { status: 'confirmed', paymentState: 'overpaid' }
    expect(participantEligibility({ ...base, registration: overpaid })[0].eligible).toBe(true)
  })

  it('refuses a participant absent on one day, saying how many they attended', () => {
    const marks = [
      ...present(1),
      ...present(2),
      { participant: 3, day: DAYS[0], present: true },
      { participant: 3, day: DAYS[1], present: false },
    ]
    const results = participantEligibility({ ...base, marks })
    expect(results.map((result) => result.eligible)).toEqual([true, true, false])
    expect(results[2].reasons).toEqual([
      { reason: 'missed-days', attended: 1, required: 2, days: 2 },
    ])
    expect(describeIneligibility(results[2].reasons[0])).toBe('Attended 1 of 2 days')
  })

  it('counts an unmarked day as absent and lets the edition lower the days needed', () => {
    const marks = [...present(1, DAYS.slice(0, 1)), ...present(2)]
    expect(reasonsOf({ ...base, marks })).toEqual([['missed-days'], [], ['missed-days']])
    const lowered = participantEligibility({ ...base, marks, minimumDays: 1 })
    expect(lowered.map((result) => result.eligible)).toEqual([true, true, false])
    expect(describeIneligibility(lowered[2].reasons[0])).toBe('Attended 0 of 2 days (1 needed)')
  })

  it('does not issue twice, revoked certificates included', () => {
    const results = participantEligibility({ ...base, certified: [2] })
    expect(results.map((result) => result.eligible)).toEqual([true, false, true])
    expect(results[1].reasons).toEqual([{ reason: 'already-certified' }])
  })

  it('gives every reason at once', () => {
    const input: EligibilityInput = {
      ...base,
      registration: { status: 'pending', paymentState: 'unpaid' },
      marks: [],
      certified: [1],
    }
    expect(reasonsOf(input)[0]).toEqual([
      'already-certified',
      'unconfirmed',
      'unpaid',
      'missed-days',
    ])
  })

  it('refuses an edition without days', () => {
    expect(() => participantEligibility({ ...base, days: [] })).toThrow(RangeError)
  })
})

describe('requiredDays', () => {
  it('asks for every day unless the setting is a whole number within range', () => {
    expect(requiredDays(3)).toBe(3)
    expect(requiredDays(3, null)).toBe(3)
    expect(requiredDays(3, 2)).toBe(2)
    expect(requiredDays(3, 5)).toBe(3)
    expect(requiredDays(3, 0)).toBe(3)
    expect(requiredDays(3, 1.5)).toBe(3)
  })
})

describe('attendedDays', () => {
  it('lets the last mark of a day stand and ignores days outside the edition', () => {
    const attended = attendedDays(DAYS, [
      { participant: 1, day: DAYS[0], present: true },
      { participant: 1, day: DAYS[0], present: false },
      { participant: 1, day: DAYS[1], present: true },
      { participant: 1, day: DAYS[1], present: true },
      { participant: 1, day: '2027-03-09', present: true },
      { participant: 2, day: DAYS[0], present: false },
      { participant: 2, day: DAYS[0], present: true },
    ])
    expect(attended.get(1)).toBe(1)
    expect(attended.get(2)).toBe(1)
    expect(attended.get(3)).toBeUndefined()
  })
})
