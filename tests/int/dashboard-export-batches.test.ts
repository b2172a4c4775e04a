/**
 * The export reads the database in batches, each resuming after the last row of the one
 * before: every row must come exactly once, in order, even when rows share a timestamp.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportBatches } from '@/server/export/export-batches'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { setCreatedAt } from './helpers/timestamps'
import { registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
let ids: number[] = []
let admin: Awaited<ReturnType<typeof createStaff>>['user']

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = (await createStaff(payload, 'admin')).user
  ids = []
  for (let i = 0; i < 7; i++) {
    const res = await api('POST', '/registrations', {
      body: registrationBody([`Person ${i}`], { organization: `Batch Org ${i}` }),
    })
    ids.push(res.body.doc.id)
  }
  // Five rows share one instant, so only the id can order them.
  for (const id of ids.slice(0, 5)) {
    await setCreatedAt(payload, 'registrations', id, '2025-10-01T00:00:00.000Z')
  }
  await setCreatedAt(payload, 'registrations', ids[5], '2025-09-01T00:00:00.000Z')
  await setCreatedAt(payload, 'registrations', ids[6], '2025-11-01T00:00:00.000Z')
})

const readAll = async (order: 'newest' | 'oldest', batchSize: number) => {
  const seen: Array<Array<number | string>> = []
  for await (const batch of exportBatches({
    payload,
    user: { ...admin, collection: 'users' },
    collection: 'registrations',
    where: {},
    order,
    batchSize,
  })) {
    seen.push(batch.map((record) => record.id))
  }
  return seen
}

describe('exportBatches', () => {
  it('reads every row once, newest first, across batches and ties', async () => {
    const batches = await readAll('newest', 2)
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2, 1])
    const tied = [...ids.slice(0, 5)].sort((a, b) => b - a)
    expect(batches.flat()).toEqual([ids[6], ...tied, ids[5]])
  })

  it('reads oldest first when the panel does', async () => {
    const batches = await readAll('oldest', 3)
    expect(batches.flat()).toEqual([ids[5], ...[...ids.slice(0, 5)].sort((a, b) => a - b), ids[6]])
  })

  it('reads with the user’s access: an editor gets nothing', async () => {
    const editor = (await createStaff(payload, 'editor')).user
    await expect(async () => {
      for await (const batch of exportBatches({
        payload,
        user: { ...editor, collection: 'users' },
        collection: 'registrations',
        where: {},
        order: 'newest',
      })) {
        expect(batch).toEqual([])
      }
    }).rejects.toThrow()
  })
})
