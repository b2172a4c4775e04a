import { describe, expect, it } from 'vitest'

import {
  editionCalendarPath,
  editionPath,
  slugOfCalendarFile,
} from '@/lib/workshop/edition-addresses'
import { editionSlugBase, uniqueSlug } from '@/lib/workshop/edition-slug'

describe('edition addresses', () => {
  it('are the prefix and the start day in Malaysia, whatever the server’s zone', () => {
    // 20:00 UTC on 9 March is 04:00 on 10 March in Kuala Lumpur.
    expect(editionSlugBase('ASL', '2026-03-09T20:00:00.000Z')).toBe('asl-2026-03-10')
    expect(editionSlugBase('', '2026-03-09T20:00:00.000Z')).toBe('workshop-2026-03-10')
  })

  it('take a number when another edition starts the same day', () => {
    expect(uniqueSlug('asl-2026-03-10', new Set())).toBe('asl-2026-03-10')
    expect(uniqueSlug('asl-2026-03-10', new Set(['asl-2026-03-10']))).toBe('asl-2026-03-10-2')
    expect(uniqueSlug('asl-2026-03-10', new Set(['asl-2026-03-10', 'asl-2026-03-10-2']))).toBe(
      'asl-2026-03-10-3',
    )
  })

  it('give each edition its page and calendar file, and read a calendar file’s name back', () => {
    expect(editionPath('asl-2026-03-10')).toBe('/registration/asl-2026-03-10')
    expect(editionCalendarPath('asl-2026-03-10')).toBe('/calendar/asl-2026-03-10.ics')
    expect(slugOfCalendarFile('asl-2026-03-10.ics')).toBe('asl-2026-03-10')
    for (const name of ['asl-2026-03-10', '../x.ics', 'ASL.ics', '.ics', 'a.ics.ics']) {
      expect(slugOfCalendarFile(name), name).toBeNull()
    }
  })
})
