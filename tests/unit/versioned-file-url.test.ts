import { describe, expect, it } from 'vitest'

import { versionedFileUrl } from '@/lib/http/versioned-file-url'

describe('versionedFileUrl', () => {
  it('adds the last change as v, which changes when the document does', () => {
    const first = versionedFileUrl('/api/media/file/team.webp', '2026-11-23T08:00:00.000Z')
    const second = versionedFileUrl('/api/media/file/team.webp', '2026-11-23T08:00:01.000Z')
    expect(first).toMatch(/^\/api\/media\/file\/team\.webp\?v=[0-9a-z]+$/)
    expect(second).not.toBe(first)
  })

  it('appends to a query that is already there, and leaves a URL without a date alone', () => {
    expect(versionedFileUrl('/f.webp?x=1', '2026-11-23T08:00:00.000Z')).toMatch(/\?x=1&v=/)
    expect(versionedFileUrl('/f.webp', null)).toBe('/f.webp')
    expect(versionedFileUrl('/f.webp', 'not a date')).toBe('/f.webp')
  })
})
