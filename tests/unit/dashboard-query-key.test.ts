import { parse } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { urlOfQueryKey } from '@/lib/dashboard/query-key'

describe('urlOfQueryKey', () => {
  it('joins the key parts with slashes', () => {
    expect(urlOfQueryKey(['/api/workshop/seats'])).toBe('/api/workshop/seats')
    expect(urlOfQueryKey(['/api/registrations', 12])).toBe('/api/registrations/12')
  })

  it("turns the object part into Payload's where query", () => {
    const where = { or: [{ organization: { like: 'a&b' } }, { status: { exists: false } }] }
    const url = urlOfQueryKey(['/api/registrations', { where, page: 2, limit: 25 }])
    expect(url.startsWith('/api/registrations?')).toBe(true)
    const query = parse(url.split('?')[1])
    expect(query).toEqual({
      where: { or: [{ organization: { like: 'a&b' } }, { status: { exists: 'false' } }] },
      page: '2',
      limit: '25',
    })
  })
})
