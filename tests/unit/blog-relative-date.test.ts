import { describe, expect, it } from 'vitest'

import { relativePublishedDate } from '@/lib/blog/relative-date'

const now = new Date('2025-10-14T12:00:00Z')

describe('relativePublishedDate', () => {
  it('says how long ago in English', () => {
    expect(relativePublishedDate('2025-10-11T12:00:00Z', now, 'en')).toBe('3 days ago')
    expect(relativePublishedDate(new Date('2025-10-14T11:00:00Z'), now, 'en')).toBe('1 hour ago')
    expect(relativePublishedDate('2025-10-13T12:00:00Z', now, 'en')).toBe('yesterday')
    expect(relativePublishedDate('2025-09-23T12:00:00Z', now, 'en')).toBe('3 weeks ago')
    expect(relativePublishedDate('2024-10-01T12:00:00Z', now, 'en')).toBe('last year')
    expect(relativePublishedDate('2022-10-01T12:00:00Z', now, 'en')).toBe('3 years ago')
  })

  it('counts between three months and a year in months, never in quarters', () => {
    expect(relativePublishedDate(Date.parse('2025-07-14T12:00:00Z'), now, 'en')).toBe(
      '3 months ago',
    )
    expect(relativePublishedDate('2025-01-20T12:00:00Z', now, 'en')).toBe('9 months ago')
    expect(relativePublishedDate('2025-01-20T12:00:00Z', now, 'ms')).toBe('9 bulan lalu')
  })

  it('says how long ago in Malay', () => {
    expect(relativePublishedDate('2025-10-11T12:00:00Z', now, 'ms')).toBe('3 hari lalu')
    expect(relativePublishedDate('2025-10-13T12:00:00Z', now, 'ms')).toBe('semalam')
  })

  it('falls back to “recently” when the date is missing or invalid', () => {
    for (const value of [undefined, null, '', 'not a date', new Date('nope'), {}]) {
      expect(relativePublishedDate(value, now, 'en')).toBe('Recently')
      expect(relativePublishedDate(value, now, 'ms')).toBe('Baru-baru ini')
    }
  })
})
