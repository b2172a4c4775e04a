import type { Payload } from 'payload'

import type { WorkshopEdition } from '@/payload-types'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_FORM_WINDOW_SECONDS } from '@/lib/form-rate-limit'
import { startInOneRateWindow } from '../shared/rate-window'

import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { names, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
let edition: WorkshopEdition

const storedCount = async () => (await payload.count({ collection: 'registrations' })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
})

beforeEach(async () => {
  edition = await resetWorkshop(payload)
})

describe('POST /api/registrations validation', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['organization', { organization: '   ' }, 'organization', 'Organization is required'],
    ['contact name', { contactName: '' }, 'contactName', 'Contact name is required'],
    ['phone', { contactPhone: '' }, 'contactPhone', 'Phone number is required'],
    ['e-mail', { contactEmail: 'not-an-email' }, 'contactEmail', 'Valid email is required'],
    [
      'participants',
      {
        participants: [
          { no: 1, name: '  ' },
          { no: 2, name: '' },
        ],
      },
      'participants',
      'At least one participant is required',
    ],
    [
      'too many participants',
      { participants: names(11).map((name, i) => ({ no: i + 1, name })) },
      'participants',
      'A registration can have at most 10 participants',
    ],
  ]

  for (const [label, override, path, message] of cases) {
    it(`refuses a missing or bad ${label} with the spec's message, storing nothing`, async () => {
      const res = await api('POST', '/registrations', {
        body: { ...registrationBody(names(2)), ...override },
      })
      expect(res.status).toBe(400)
      expect(fieldErrors(res.body)[path]).toBe(message)
      expect(await storedCount()).toBe(0)
    })
  }

  it('answers malformed JSON with 400 and a JSON error', async () => {
    const res = await api('POST', '/registrations', { rawBody: '{"organization": ' })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBeTruthy()
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js:\d+/)
    expect(await storedCount()).toBe(0)
  })

  it.each([
    ['a string', '"{\\"organization\\":"'],
    ['an array', '[]'],
    ['null', 'null'],
    ['a number', '42'],
  ])('answers a JSON body that is %s, not an object, with 400', async (_label, rawBody) => {
    const res = await api('POST', '/registrations', { rawBody })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe('The request body must be a JSON object.')
    expect(await storedCount()).toBe(0)
  })
})

describe('pricing by the server', () => {
  const expected: Array<[number, number, number]> = [
    [1, 3750, 3750],
    [2, 3750, 7500],
    [3, 2625, 7875],
    [4, 2625, 10500],
    [5, 1875, 9375],
    [10, 1875, 18750],
  ]
  for (const [count, rate, total] of expected) {
    it(`charges ${count} participant(s) RM ${rate} each, RM ${total} in all`, async () => {
      const res = await api('POST', '/registrations', {
        body: registrationBody(names(count), {
          ratePerPerson: 1,
          totalAmount: 1,
          participantCount: 99,
        }),
      })
      expect(res.status).toBe(201)
      expect(res.body.doc).toMatchObject({
        participantCount: count,
        ratePerPerson: rate,
        totalAmount: total,
        earlyBirdApplied: false,
      })
    })
  }

  it('refuses 0 participants and 11 participants', async () => {
    for (const count of [0, 11]) {
      const res = await api('POST', '/registrations', { body: registrationBody(names(count)) })
      expect(res.status).toBe(400)
    }
    expect(await storedCount()).toBe(0)
  })

  it('counts only non-blank trimmed names, renumbered', async () => {
    const res = await api('POST', '/registrations', {
      body: registrationBody(['  Siti Aisyah  ', '', '   ', 'Lim  Wei Ming', '']),
    })
    expect(res.status).toBe(201)
    expect(
      res.body.doc.participants.map((p: { no: number; name: string }) => [p.no, p.name]),
    ).toEqual([
      [1, 'Siti Aisyah'],
      [2, 'Lim Wei Ming'],
    ])
    expect(res.body.doc.participantCount).toBe(2)
    expect(res.body.doc.totalAmount).toBe(7500)
  })

  it('gives 10% early bird before the deadline (Malaysian time) and not after', async () => {
    await resetWorkshop(payload, { earlyBirdInDays: 2 })
    const early = await api('POST', '/registrations', { body: registrationBody(names(3)) })
    expect(early.body.doc).toMatchObject({
      ratePerPerson: 2362.5,
      totalAmount: 7087.5,
      earlyBirdApplied: true,
    })

    await resetWorkshop(payload, { earlyBirdInDays: -1 })
    const late = await api('POST', '/registrations', { body: registrationBody(names(3)) })
    expect(late.body.doc).toMatchObject({
      ratePerPerson: 2625,
      totalAmount: 7875,
      earlyBirdApplied: false,
    })
  })
})

describe('server-owned fields', () => {
  it('ignores status, totals and reference sent by the public', async () => {
    const res = await api('POST', '/registrations', {
      body: registrationBody(names(2), {
        status: 'confirmed',
        totalAmount: 1,
        ratePerPerson: 1,
        participantCount: 1,
        reference: 'FAKE-1',
        earlyBirdApplied: true,
      }),
    })
    expect(res.status).toBe(201)
    const stored = await payload.findByID({ collection: 'registrations', id: res.body.doc.id })
    expect(stored).toMatchObject({
      status: 'pending',
      totalAmount: 7500,
      ratePerPerson: 3750,
      participantCount: 2,
      earlyBirdApplied: false,
      programName: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
    })
    expect(stored.reference).toMatch(/^ASL-\d{4}-\d{4,}$/)
    expect(stored.reference).not.toBe('FAKE-1')
  })

  it('gives every registration its own reference', async () => {
    const refs = new Set<string>()
    for (let i = 0; i < 3; i++) {
      const res = await api('POST', '/registrations', { body: registrationBody(names(1)) })
      refs.add(res.body.doc.reference)
    }
    expect(refs.size).toBe(3)
  })

  it('lets an admin confirm but not reprice a registration', async () => {
    const admin = await createStaff(payload, 'admin')
    const created = await api('POST', '/registrations', { body: registrationBody(names(2)) })
    const res = await api('PATCH', `/registrations/${created.body.doc.id}`, {
      token: admin.token,
      body: { status: 'confirmed', totalAmount: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body.doc).toMatchObject({ status: 'confirmed', totalAmount: 7500 })
  })
})

describe('capacity and opening', () => {
  it('refuses more participants than seats left, and reports seats publicly', async () => {
    await resetWorkshop(payload, { capacity: 5 })
    expect((await api('POST', '/registrations', { body: registrationBody(names(4)) })).status).toBe(
      201,
    )

    const seats = await api('GET', '/workshop/seats')
    expect(seats.body).toMatchObject({
      capacity: 5,
      taken: 4,
      remaining: 1,
      registrationOpen: true,
    })

    const tooMany = await api('POST', '/registrations', { body: registrationBody(names(2)) })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.errors[0].message).toBe('Only 1 seat is left for this workshop.')
    expect(await storedCount()).toBe(1)
  })

  it('gives seats back when a registration is cancelled', async () => {
    await resetWorkshop(payload, { capacity: 3 })
    const admin = await createStaff(payload, 'admin')
    const first = await api('POST', '/registrations', { body: registrationBody(names(3)) })
    expect((await api('GET', '/workshop/seats')).body.closedReason).toBe('full')
    await api('PATCH', `/registrations/${first.body.doc.id}`, {
      token: admin.token,
      body: { status: 'cancelled' },
    })
    expect((await api('POST', '/registrations', { body: registrationBody(names(3)) })).status).toBe(
      201,
    )
    // Reviving the cancelled one would overbook.
    const revive = await api('PATCH', `/registrations/${first.body.doc.id}`, {
      token: admin.token,
      body: { status: 'pending' },
    })
    expect(revive.status).toBe(409)
  })

  it('refuses registrations when staff closed them or the workshop has started', async () => {
    await payload.update({
      collection: 'workshop-editions',
      id: edition.id,
      data: { registrationOpen: false },
    })
    const closed = await api('POST', '/registrations', { body: registrationBody(names(1)) })
    expect(closed.status).toBe(409)
    expect(closed.body.errors[0].message).toBe('Registration for this workshop is closed.')

    await payload.update({
      collection: 'workshop-editions',
      id: edition.id,
      data: { registrationOpen: true, startsAt: new Date(Date.now() - 60_000).toISOString() },
    })
    const started = await api('POST', '/registrations', { body: registrationBody(names(1)) })
    expect(started.status).toBe(409)
    expect(await storedCount()).toBe(0)
  })
})

describe('honeypot and rate limit', () => {
  it('rejects a filled honeypot, storing nothing', async () => {
    const res = await api('POST', '/registrations', {
      body: registrationBody(names(1), { website: 'http://spam.example' }),
    })
    expect(res.status).toBe(400)
    expect(await storedCount()).toBe(0)
  })

  it('limits one client to 10 submissions an hour', async () => {
    await startInOneRateWindow(DEFAULT_FORM_WINDOW_SECONDS)
    const headers = { 'x-academy-peer-address': '198.51.100.77' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await api('POST', '/registrations', { body: registrationBody(names(1)), headers })).status,
      )
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(await storedCount()).toBe(10)
  })
})
