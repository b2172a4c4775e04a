import { describe, expect, it } from 'vitest'

import { isRecordOperation, MAX_FILTER_LENGTH, readQuery, recordsIn } from '@/lib/audit/read-entry'

describe('isRecordOperation', () => {
  it('is true for what answers with records, false for counts and sign-ins', () => {
    for (const operation of ['find', 'findByID', 'update', 'deleteByID', 'findDistinct']) {
      expect(isRecordOperation(operation), operation).toBe(true)
    }
    for (const operation of ['count', 'create', 'login', 'countVersions']) {
      expect(isRecordOperation(operation), operation).toBe(false)
    }
  })
})

describe('readQuery', () => {
  it('keeps the collection, the operation and what was asked, nothing undefined', () => {
    expect(
      readQuery('registrations', 'find', {
        where: { status: { equals: 'pending' } },
        sort: '-createdAt',
        limit: 10,
        page: 2,
        pagination: undefined,
      }),
    ).toEqual({
      collection: 'registrations',
      operation: 'find',
      where: { status: { equals: 'pending' } },
      sort: '-createdAt',
      limit: 10,
      page: 2,
    })
    expect(readQuery('contact', 'findByID', { id: 7 })).toEqual({
      collection: 'contact',
      operation: 'findByID',
      id: 7,
    })
  })

  it('cuts a very long filter short', () => {
    const where = { name: { in: Array.from({ length: 1000 }, (_, i) => `name-${i}`) } }
    const kept = readQuery('contact', 'find', { where }).where as { truncated: string }
    expect(kept.truncated).toHaveLength(MAX_FILTER_LENGTH)
    expect(kept.truncated.startsWith('{"name":{"in":["name-0"')).toBe(true)
  })
})

describe('recordsIn', () => {
  it('counts the records of a list, a bulk change, distinct values and one record', () => {
    expect(recordsIn('find', { docs: [{}, {}, {}], totalDocs: 40 })).toBe(3)
    expect(recordsIn('update', { docs: [{}], errors: [] })).toBe(1)
    expect(recordsIn('findDistinct', { values: [{}, {}] })).toBe(2)
    expect(recordsIn('findByID', { id: 1 })).toBe(1)
    expect(recordsIn('findByID', null)).toBe(0)
  })
})
