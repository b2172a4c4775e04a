import { describe, expect, it } from 'vitest'

import {
  entityTagOf,
  isNotModified,
  rangeStillApplies,
  type Validators,
} from '@/lib/http/conditional-request'

const headers = (values: Record<string, string>) => new Headers(values)

const modified = new Date('2026-03-01T10:00:00.250Z')
const file: Validators = { etag: '"abc"', lastModified: modified }

describe('entityTagOf', () => {
  it('is a quoted strong tag that changes with the size or the mtime', () => {
    const tag = entityTagOf(1024, modified)
    expect(tag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(entityTagOf(1025, modified)).not.toBe(tag)
    expect(entityTagOf(1024, new Date(modified.getTime() + 1))).not.toBe(tag)
  })
})

describe('isNotModified', () => {
  it('is false without conditional headers', () => {
    expect(isNotModified(headers({}), file)).toBe(false)
  })

  it('matches If-None-Match by weak comparison, in a list or as *', () => {
    expect(isNotModified(headers({ 'if-none-match': '"abc"' }), file)).toBe(true)
    expect(isNotModified(headers({ 'if-none-match': 'W/"abc"' }), file)).toBe(true)
    expect(isNotModified(headers({ 'if-none-match': '"x", "abc"' }), file)).toBe(true)
    expect(isNotModified(headers({ 'if-none-match': '*' }), file)).toBe(true)
    expect(isNotModified(headers({ 'if-none-match': '"abd"' }), file)).toBe(false)
  })

  it('reads a quoted tag containing a comma as one tag', () => {
    expect(isNotModified(headers({ 'if-none-match': '"a,b"' }), { etag: '"a,b"' })).toBe(true)
    expect(isNotModified(headers({ 'if-none-match': '"a,b"' }), { etag: '"a"' })).toBe(false)
  })

  it('compares If-Modified-Since in whole seconds', () => {
    const same = modified.toUTCString() // drops the 250 ms
    const before = new Date(modified.getTime() - 1000).toUTCString()
    expect(isNotModified(headers({ 'if-modified-since': same }), file)).toBe(true)
    expect(isNotModified(headers({ 'if-modified-since': before }), file)).toBe(false)
    expect(isNotModified(headers({ 'if-modified-since': 'not a date' }), file)).toBe(false)
  })

  it('ignores If-Modified-Since when If-None-Match is sent', () => {
    const later = new Date(modified.getTime() + 60_000).toUTCString()
    expect(
      isNotModified(headers({ 'if-none-match': '"old"', 'if-modified-since': later }), file),
    ).toBe(false)
  })
})

describe('rangeStillApplies', () => {
  it('applies without If-Range', () => {
    expect(rangeStillApplies(headers({}), file)).toBe(true)
  })

  it('needs the same strong tag', () => {
    expect(rangeStillApplies(headers({ 'if-range': '"abc"' }), file)).toBe(true)
    expect(rangeStillApplies(headers({ 'if-range': '"old"' }), file)).toBe(false)
    expect(rangeStillApplies(headers({ 'if-range': 'W/"abc"' }), file)).toBe(false)
    expect(rangeStillApplies(headers({ 'if-range': '"abc"' }), { etag: 'W/"abc"' })).toBe(false)
  })

  it('needs the exact Last-Modified date', () => {
    expect(rangeStillApplies(headers({ 'if-range': modified.toUTCString() }), file)).toBe(true)
    const earlier = new Date(modified.getTime() - 5000).toUTCString()
    expect(rangeStillApplies(headers({ 'if-range': earlier }), file)).toBe(false)
  })
})
