import { describe, expect, it } from 'vitest'

import { isSiteMediaUrl, versionedFileUrl } from '@/lib/http/versioned-file-url'

const secret = 'b'.repeat(32)
const file = '/api/media/file/team.webp'

describe('versionedFileUrl', () => {
  it('adds the last change as a signed v, which changes when the document does', () => {
    const first = versionedFileUrl(file, '2026-11-23T08:00:00.000Z', secret)
    const second = versionedFileUrl(file, '2026-11-23T08:00:01.000Z', secret)
    expect(first).toMatch(/^\/api\/media\/file\/team\.webp\?v=[0-9a-z]+\.[\w-]{12}$/)
    expect(second).not.toBe(first)
  })

  it('appends to a query that is already there, and leaves a URL without a date alone', () => {
    expect(versionedFileUrl('/f.webp?x=1', '2026-11-23T08:00:00.000Z', secret)).toMatch(/\?x=1&v=/)
    expect(versionedFileUrl('/f.webp', null, secret)).toBe('/f.webp')
    expect(versionedFileUrl('/f.webp', 'not a date', secret)).toBe('/f.webp')
  })
})

describe('isSiteMediaUrl', () => {
  const written = versionedFileUrl(file, '2026-11-23T08:00:00.000Z', secret)

  it('takes a media file’s address as the site writes it, or bare', () => {
    expect(isSiteMediaUrl(written, secret)).toBe(true)
    expect(isSiteMediaUrl(file, secret)).toBe(true)
    // On S3, the storage plugin's prefix comes first, and is signed with the name.
    const onS3 = versionedFileUrl(`${file}?prefix=media`, '2026-11-23T08:00:00.000Z', secret)
    expect(isSiteMediaUrl(onS3, secret)).toBe(true)
    expect(isSiteMediaUrl(onS3.replace('prefix=media', 'prefix=other'), secret)).toBe(false)
    expect(isSiteMediaUrl(`${file}?prefix=media`, secret)).toBe(false)
  })

  it('refuses a version the site did not sign, or any other query', () => {
    const [, version] = written.split('?v=')
    const [time, signature] = version.split('.')
    expect(
      isSiteMediaUrl(
        `${file}?v=${(Number.parseInt(time, 36) + 1).toString(36)}.${signature}`,
        secret,
      ),
    ).toBe(false)
    expect(isSiteMediaUrl(`${file}?v=${time}`, secret)).toBe(false)
    expect(isSiteMediaUrl(`${written}&z=1`, secret)).toBe(false)
    expect(isSiteMediaUrl(`${file}?z=1`, secret)).toBe(false)
    expect(isSiteMediaUrl(`${written}&v=${version}`, secret)).toBe(false)
    expect(isSiteMediaUrl(written, 'c'.repeat(32))).toBe(false)
    // Another file's signature does not carry over.
    expect(isSiteMediaUrl(written.replace('team.webp', 'other.webp'), secret)).toBe(false)
  })

  it('refuses anything that is not one media file', () => {
    for (const address of [
      '/images/blog-defaults/1.webp',
      '/api/media/file/a/b.webp',
      '/api/media/file/',
      '/api/videos',
      'https://elsewhere.example/api/media/file/team.webp',
    ]) {
      expect(isSiteMediaUrl(address, secret), address).toBe(false)
    }
  })
})
