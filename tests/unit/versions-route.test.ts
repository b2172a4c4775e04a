import { describe, expect, it } from 'vitest'

import { versionsRoute } from '@/lib/http/versions-route'

describe('versionsRoute', () => {
  it('names the collection or global whose versions are asked for', () => {
    expect(versionsRoute('/api/registrations/versions')).toEqual({
      kind: 'collection',
      slug: 'registrations',
    })
    expect(versionsRoute('/api/contact/versions/12')).toEqual({
      kind: 'collection',
      slug: 'contact',
    })
    expect(versionsRoute('/api/globals/site/versions')).toEqual({ kind: 'global', slug: 'site' })
    expect(versionsRoute('/api/globals/workshop/versions/3/')).toEqual({
      kind: 'global',
      slug: 'workshop',
    })
  })

  it('is null for every other path', () => {
    for (const path of [
      '/api/registrations',
      '/api/registrations/7',
      '/api/blog/versions-of-leadership',
      '/api/globals/site',
      '/api/registrations/versions/1/extra',
      '/admin/collections/registrations/versions',
    ]) {
      expect(versionsRoute(path), path).toBeNull()
    }
  })
})
