import { describe, expect, it } from 'vitest'

import {
  DEFAULT_RETENTION,
  retentionCutoff,
  retentionCutoffs,
  retentionPolicyFrom,
} from '@/lib/privacy/retention'

describe('retentionCutoff', () => {
  it('goes back whole calendar months, keeping the time of day', () => {
    expect(retentionCutoff(new Date('2026-11-23T03:00:00.000Z'), 24).toISOString()).toBe(
      '2024-11-23T03:00:00.000Z',
    )
    expect(retentionCutoff(new Date('2026-11-23T03:00:00.000Z'), 84).toISOString()).toBe(
      '2019-11-23T03:00:00.000Z',
    )
  })

  it('crosses year boundaries', () => {
    expect(retentionCutoff(new Date('2026-02-10T00:00:00.000Z'), 3).toISOString()).toBe(
      '2025-11-10T00:00:00.000Z',
    )
  })

  it('falls back to the last day of a shorter month', () => {
    expect(retentionCutoff(new Date('2026-03-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(retentionCutoff(new Date('2028-03-31T12:00:00.000Z'), 1).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    )
    expect(retentionCutoff(new Date('2026-12-31T23:59:59.999Z'), 6).toISOString()).toBe(
      '2026-06-30T23:59:59.999Z',
    )
  })
})

describe('retentionPolicyFrom', () => {
  it('takes the defaults for a fresh install (nothing saved)', () => {
    expect(retentionPolicyFrom(null)).toEqual(DEFAULT_RETENTION)
    expect(retentionPolicyFrom({})).toEqual(DEFAULT_RETENTION)
  })

  it('defaults to 24 months of inquiries, 7 years of registrations, 12 months of e-mails', () => {
    expect(DEFAULT_RETENTION).toEqual({
      enabled: true,
      inquiryMonths: 24,
      registrationMonths: 84,
      emailMonths: 12,
    })
  })

  it('keeps what staff set', () => {
    expect(
      retentionPolicyFrom({
        enabled: false,
        inquiryMonths: 6,
        registrationMonths: 120,
        emailMonths: 3,
      }),
    ).toEqual({ enabled: false, inquiryMonths: 6, registrationMonths: 120, emailMonths: 3 })
  })

  it('never runs on a missing, fractional or out-of-bounds number', () => {
    expect(
      retentionPolicyFrom({ inquiryMonths: 0, registrationMonths: 2.5, emailMonths: 1000 }),
    ).toEqual(DEFAULT_RETENTION)
    expect(retentionPolicyFrom({ inquiryMonths: '6', enabled: 'no' })).toEqual(DEFAULT_RETENTION)
  })
})

describe('retentionCutoffs', () => {
  const now = new Date('2026-11-23T03:00:00.000Z')

  it('gives each kind of record its own cutoff', () => {
    expect(retentionCutoffs(DEFAULT_RETENTION, now)).toEqual({
      inquiries: new Date('2024-11-23T03:00:00.000Z'),
      registrations: new Date('2019-11-23T03:00:00.000Z'),
      emails: new Date('2025-11-23T03:00:00.000Z'),
    })
  })

  it('gives none while automatic anonymisation is off (a legal hold)', () => {
    expect(retentionCutoffs({ ...DEFAULT_RETENTION, enabled: false }, now)).toBeNull()
  })
})
