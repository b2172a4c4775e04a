/**
 * createdAt orders the dashboard and dates every export row: only the server sets it. A
 * request that sends one (a public form, or staff through the API) cannot backdate anything.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { registrationBody, resetWorkshop } from './helpers/workshop'

const BACKDATED = '2020-01-01T00:00:00.000Z'
const recent = (iso: string) => Date.now() - new Date(iso).getTime() < 5 * 60 * 1000

let payload: Payload
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  adminToken = (await createStaff(payload, 'admin')).token
})

describe('timestamps are the server’s', () => {
  it('a public registration cannot choose its creation time', async () => {
    const res = await api('POST', '/registrations', {
      body: registrationBody(['Early Bird'], { createdAt: BACKDATED, updatedAt: BACKDATED }),
    })
    expect(res.status).toBe(201)
    const stored = await payload.findByID({ collection: 'registrations', id: res.body.doc.id })
    expect(recent(stored.createdAt)).toBe(true)
    expect(recent(stored.updatedAt)).toBe(true)
  })

  it('a public inquiry cannot either', async () => {
    const res = await api('POST', '/contact', {
      body: {
        name: 'Back Dated',
        email: 'old@example.my',
        message: 'From the past!',
        createdAt: BACKDATED,
      },
    })
    expect(res.status).toBe(201)
    const stored = await payload.findByID({ collection: 'contact', id: res.body.doc.id })
    expect(recent(stored.createdAt)).toBe(true)
  })

  it('staff cannot move a creation time through the API', async () => {
    const created = await api('POST', '/contact', {
      body: { name: 'Kept Date', email: 'kept@example.my', message: 'Please keep my date.' },
    })
    const original = created.body.doc.createdAt
    const res = await api('PATCH', `/contact/${created.body.doc.id}`, {
      token: adminToken,
      body: { createdAt: BACKDATED, replyNotes: 'noted' },
    })
    expect(res.status).toBe(200)
    expect(res.body.doc.createdAt).toBe(original)
    expect(res.body.doc.replyNotes).toBe('noted')
  })
})
