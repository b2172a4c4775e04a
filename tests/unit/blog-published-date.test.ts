import { describe, expect, it } from 'vitest'

import { publishedDateLabel } from '@/lib/blog/published-date'
import { fillPlaceholders } from '@/lib/fill-placeholders'

describe('publishedDateLabel', () => {
  it('gives the calendar date in Malaysia, whatever the server’s zone', () => {
    // 20:30 UTC on 13 April is 04:30 on 14 April in Kuala Lumpur.
    expect(publishedDateLabel('2025-04-13T20:30:00.000Z', 'en')).toBe('14 April 2025')
    expect(publishedDateLabel('2025-08-13T20:30:00.000Z', 'ms')).toBe('14 Ogos 2025')
  })

  it('has no date to show for a missing or invalid one', () => {
    expect(publishedDateLabel(null, 'en')).toBeNull()
    expect(publishedDateLabel('soon', 'ms')).toBeNull()
  })
})

describe('fillPlaceholders', () => {
  it('puts values into an editor’s text and leaves unknown placeholders visible', () => {
    expect(fillPlaceholders('{minutes} min read', { minutes: 3 })).toBe('3 min read')
    expect(fillPlaceholders('Halaman {page} daripada {pages}', { page: 1, pages: 2 })).toBe(
      'Halaman 1 daripada 2',
    )
    expect(fillPlaceholders('{minute} min', { minutes: 3 })).toBe('{minute} min')
  })
})
