import { describe, expect, it } from 'vitest'

import { afterCursor, combineWhere, exportSort } from '@/lib/dashboard/export-cursor'

describe('export cursor', () => {
  const cursor = { createdAt: '2025-10-01T02:00:00.000Z', id: 42 }

  it('resumes after the last row, newest first', () => {
    expect(exportSort('newest')).toEqual(['-createdAt', '-id'])
    expect(afterCursor(cursor, 'newest')).toEqual({
      or: [
        { createdAt: { less_than: cursor.createdAt } },
        { and: [{ createdAt: { equals: cursor.createdAt } }, { id: { less_than: 42 } }] },
      ],
    })
  })

  it('resumes after the last row, oldest first', () => {
    expect(exportSort('oldest')).toEqual(['createdAt', 'id'])
    expect(afterCursor(cursor, 'oldest')).toEqual({
      or: [
        { createdAt: { greater_than: cursor.createdAt } },
        { and: [{ createdAt: { equals: cursor.createdAt } }, { id: { greater_than: 42 } }] },
      ],
    })
  })

  it('starts from the beginning without a cursor', () => {
    expect(afterCursor(null, 'newest')).toBeNull()
  })

  it('combines conditions, leaving out empty ones', () => {
    const status = { status: { equals: 'pending' } }
    expect(combineWhere({}, null)).toEqual({})
    expect(combineWhere(status, null)).toEqual(status)
    expect(combineWhere(status, { id: { equals: 1 } })).toEqual({
      and: [status, { id: { equals: 1 } }],
    })
  })
})
