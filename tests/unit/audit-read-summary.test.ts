import { describe, expect, it } from 'vitest'

import {
  MAX_SUMMARY_FILTERS,
  MAX_SUMMARY_IDS,
  READ_SUMMARY_WINDOW_MS,
  readKind,
  summariseRead,
  summaryWindowStart,
  type Read,
  type StoredSummary,
} from '@/lib/audit/read-summary'

const START = new Date('2026-11-27T02:00:00.000Z')
const later = (ms: number) => new Date(START.getTime() + ms)

const listRead = (where: unknown, rowCount: number, at = START): Read => ({
  kind: 'list',
  query: { where },
  rowCount,
  at,
})
const singleRead = (id: unknown, at = START): Read => ({
  kind: 'single',
  query: { id },
  rowCount: 1,
  at,
})

/** Runs reads one after another as the hook would, each into what the last one left. */
const summariseAll = (reads: Read[]) => {
  let stored: StoredSummary | null = null
  const entries: StoredSummary[] = []
  for (const read of reads) {
    const next = summariseRead(stored, read)
    if (!next.continues) entries.push(next)
    else entries[entries.length - 1] = next
    stored = next
  }
  return entries
}

describe('readKind', () => {
  it('puts lists (find, findDistinct) together, single-record reads apart, changes nowhere', () => {
    expect(readKind('find')).toBe('list')
    expect(readKind('findDistinct')).toBe('list')
    expect(readKind('findByID')).toBe('single')
    for (const operation of ['update', 'updateByID', 'delete', 'deleteByID'] as const) {
      expect(readKind(operation), operation).toBeNull()
    }
  })
})

describe('summariseRead', () => {
  it('starts an entry when none is open: one request, its records, its filter', () => {
    const where = { status: { equals: 'pending' } }
    expect(summariseRead(null, listRead(where, 10))).toEqual({
      continues: false,
      rowCount: 10,
      details: {
        requests: 1,
        firstAt: START.toISOString(),
        lastAt: START.toISOString(),
        filters: [where],
        ids: [],
      },
    })
  })

  it('adds reads within the window: requests and records add up, the last time moves on', () => {
    const reads = Array.from({ length: 30 }, (_, i) => listRead(null, i, later(i * 20_000)))
    const [entry, ...others] = summariseAll(reads)
    expect(others).toEqual([])
    expect(entry.rowCount).toBe((29 * 30) / 2)
    expect(entry.details).toMatchObject({
      requests: 30,
      firstAt: START.toISOString(),
      lastAt: later(29 * 20_000).toISOString(),
      // One read without a filter is one filter, `null`, however often it is made.
      filters: [null],
    })
  })

  it('keeps each filter once, whatever its key order, and at most the limit', () => {
    const reads = [
      listRead({ a: { equals: 1 }, b: { equals: 2 } }, 1),
      listRead({ b: { equals: 2 }, a: { equals: 1 } }, 1),
      ...Array.from({ length: MAX_SUMMARY_FILTERS + 5 }, (_, i) =>
        listRead({ organization: { like: `org ${i}` } }, 1),
      ),
    ]
    const [entry] = summariseAll(reads)
    const details = entry.details as { filters: unknown[]; requests: number }
    expect(details.requests).toBe(reads.length)
    expect(details.filters).toHaveLength(MAX_SUMMARY_FILTERS)
    expect(details.filters[0]).toEqual({ a: { equals: 1 }, b: { equals: 2 } })
    expect(details.filters[1]).toEqual({ organization: { like: 'org 0' } })
    expect(entry.rowCount).toBe(reads.length)
  })

  it('lists the records read one by one once each, at most the limit', () => {
    const reads = [
      singleRead(7),
      singleRead('7'),
      singleRead(8),
      ...Array.from({ length: MAX_SUMMARY_IDS + 10 }, (_, i) => singleRead(1000 + i)),
    ]
    const [entry] = summariseAll(reads)
    const details = entry.details as { ids: unknown[]; filters: unknown[]; requests: number }
    expect(details.ids).toHaveLength(MAX_SUMMARY_IDS)
    expect(details.ids.slice(0, 3)).toEqual([7, 8, 1000])
    expect(details.filters).toEqual([])
    expect(details.requests).toBe(reads.length)
    // Every read is counted, the same record read twice included.
    expect(entry.rowCount).toBe(reads.length)
  })

  it('starts a new entry once the window from the first read has passed', () => {
    const entries = summariseAll([
      listRead(null, 1),
      listRead(null, 1, later(READ_SUMMARY_WINDOW_MS - 1)),
      listRead(null, 1, later(READ_SUMMARY_WINDOW_MS)),
    ])
    expect(entries.map((entry) => entry.rowCount)).toEqual([2, 1])
    expect(entries[1].details).toMatchObject({
      requests: 1,
      firstAt: later(READ_SUMMARY_WINDOW_MS).toISOString(),
    })
  })

  it('starts a new entry rather than add to one that is no summary', () => {
    for (const details of [null, { before: {}, after: {} }, { requests: 2, firstAt: 'never' }]) {
      const next = summariseRead({ rowCount: 5, details }, listRead(null, 1))
      expect(next.continues, JSON.stringify(details)).toBe(false)
      expect(next.rowCount).toBe(1)
    }
  })

  it('keeps the latest time as the last read when another instance’s clock is behind', () => {
    const first = summariseRead(null, listRead(null, 1, later(5_000)))
    const next = summariseRead(first, listRead(null, 1, later(4_000)))
    expect(next.details.lastAt).toBe(later(5_000).toISOString())
  })
})

describe('summaryWindowStart', () => {
  it('is the window before the read', () => {
    expect(summaryWindowStart(later(READ_SUMMARY_WINDOW_MS))).toEqual(START)
  })
})
