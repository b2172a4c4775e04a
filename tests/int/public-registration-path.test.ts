/**
 * A visitor's registration is stored by its own lean path (storePublicRegistration), a staff
 * member's by Payload's create with the collection's hooks. These tests hold the two to the
 * same result, and the lean path's plain reads and writes to what Payload reads back.
 */
import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { PayloadJob, Registration } from '@/payload-types'
import { readAdmissionSettings } from '@/server/workshop/admission-settings'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { names, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await createStaff(payload, 'admin')).token
})

beforeEach(async () => {
  await resetWorkshop(payload, { earlyBirdInDays: 3 })
})

const pool = () => (payload.db as unknown as PostgresAdapter).pool

const stored = (id: number) => payload.findByID({ collection: 'registrations', id, depth: 0 })

// What differs between two registrations of the same body: who they are and when.
const withoutIdentity = ({
  id,
  reference,
  createdAt,
  updatedAt,
  participants,
  ...rest
}: Registration) => ({
  ...rest,
  participants: participants?.map(({ no, name }) => ({ no, name })),
  reference: reference?.replace(/\d+$/, 'n'),
})

const jobsFor = async (id: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { 'input.id': { equals: id }, 'input.collection': { equals: 'registrations' } },
      depth: 0,
    })
  ).docs

describe('the public registration path', () => {
  it('answers with exactly what Payload reads back for the new registration', async () => {
    const res = await api('POST', '/registrations', {
      body: registrationBody(['Siti Aisyah', '  ', 'Lim Wei Ming'], { notes: 'Halal meals' }),
    })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Registration successfully created.')
    expect(res.body.doc).toEqual(await stored(res.body.doc.id))
    expect(res.body.doc.participants[0].id).toMatch(/^[0-9a-f]{24}$/)
  })

  it("stores what a staff member's registration through Payload's create stores", async () => {
    const body = registrationBody(names(3), { notes: 'Two vegetarian meals' })
    const visitor = await api('POST', '/registrations', { body })
    const staff = await api('POST', '/registrations', { token: adminToken, body })
    expect([visitor.status, staff.status]).toEqual([201, 201])
    const [byVisitor, byStaff] = [
      await stored(visitor.body.doc.id),
      await stored(staff.body.doc.id),
    ]
    expect(withoutIdentity(byVisitor)).toEqual(withoutIdentity(byStaff))
    // Early bird (three days left) and the 3-person tier, priced by the server on both paths.
    expect(byVisitor).toMatchObject({ earlyBirdApplied: true, ratePerPerson: 2362.5 })
  })

  it('still lets only staff set a status on create', async () => {
    const body = registrationBody(names(1), { status: 'confirmed' })
    const visitor = await api('POST', '/registrations', { body })
    const staff = await api('POST', '/registrations', { token: adminToken, body })
    expect(visitor.body.doc.status).toBe('pending')
    expect(staff.body.doc.status).toBe('confirmed')
  })

  it("queues the registration's e-mails exactly as payload.jobs.queue does", async () => {
    const visitor = await api('POST', '/registrations', { body: registrationBody(names(1)) })
    const staff = await api('POST', '/registrations', {
      token: adminToken,
      body: registrationBody(names(1)),
    })
    const [visitorJobs, staffJobs] = [
      await jobsFor(visitor.body.doc.id),
      await jobsFor(staff.body.doc.id),
    ]
    expect(visitorJobs).toHaveLength(1)
    const shape = ({ id: _id, input: _input, createdAt: _c, updatedAt: _u, ...job }: PayloadJob) =>
      job
    expect(shape(visitorJobs[0])).toEqual(shape(staffJobs[0]))
    expect(visitorJobs[0].input).toEqual({ collection: 'registrations', id: visitor.body.doc.id })
  })

  it('stores nothing and takes no reference number when the seat check refuses it', async () => {
    await resetWorkshop(payload, { capacity: 3 })
    const first = await api('POST', '/registrations', { body: registrationBody(names(2)) })
    expect(first.status).toBe(201)
    const jobsBefore = (await payload.count({ collection: 'payload-jobs' })).totalDocs
    // Past the early check (3 seats, 2 asked), refused under the seat lock (1 left).
    const refused = await api('POST', '/registrations', { body: registrationBody(names(2)) })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0].message).toBe('Only 1 seat is left for this workshop.')
    expect((await payload.count({ collection: 'registrations' })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(jobsBefore)
    const next = await api('POST', '/registrations', { body: registrationBody(names(1)) })
    const numberOf = (reference: string) => Number(reference.split('-').pop())
    expect(numberOf(next.body.doc.reference)).toBe(numberOf(first.body.doc.reference) + 1)
  })

  it('rolls back its row, participants and e-mails when the rate limit refuses it last', async () => {
    // The client's count is taken after the writes (a contended row, held until the commit).
    const headers = { 'x-academy-peer-address': '198.51.100.91' }
    for (let i = 0; i < 10; i++) {
      const ok = await api('POST', '/registrations', { body: registrationBody(names(1)), headers })
      expect(ok.status).toBe(201)
    }
    const jobsBefore = (await payload.count({ collection: 'payload-jobs' })).totalDocs
    const refused = await api('POST', '/registrations', {
      body: registrationBody(names(2)),
      headers,
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await payload.count({ collection: 'registrations' })).totalDocs).toBe(10)
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(jobsBefore)
    const participantRows = await payload.db.drizzle.execute<{ n: string }>(
      sql`select count(*) as n from registrations_participants`,
    )
    expect(Number(participantRows.rows[0]?.n)).toBe(10)
  })
})

describe('the reference number', () => {
  it.each([
    [42, 'ASL-2025-0042'],
    [1, 'ASL-2025-0001'],
    [9999, 'ASL-2025-9999'],
    [10000, 'ASL-2025-10000'],
    [1234567, 'ASL-2025-1234567'],
  ])('formats number %i as %s', async (sequence, expected) => {
    const result = await pool().query<{ reference: string }>(
      'select academy_registration_reference($1, $2, $3) as reference',
      ['ASL', 2025, sequence],
    )
    expect(result.rows[0]?.reference).toBe(expected)
  })

  it("takes the workshop's prefix and its year in Malaysia on both paths", async () => {
    await payload.updateGlobal({
      slug: 'workshop',
      // 1 January 2027, 00:30 in Kuala Lumpur: still 2026 in UTC.
      data: { referencePrefix: 'LDP', startsAt: '2026-12-31T16:30:00.000Z' },
    })
    const visitor = await api('POST', '/registrations', { body: registrationBody(names(1)) })
    const staff = await api('POST', '/registrations', {
      token: adminToken,
      body: registrationBody(names(1)),
    })
    expect(visitor.body.doc.reference).toMatch(/^LDP-2027-\d{4}$/)
    expect(staff.body.doc.reference).toMatch(/^LDP-2027-\d{4}$/)
  })
})

describe('readAdmissionSettings', () => {
  const settingsOfPayload = async () => {
    const workshop = await payload.findGlobal({ slug: 'workshop', depth: 0 })
    const notice = await payload.findGlobal({ slug: 'privacy-notice', depth: 0 })
    return {
      workshop: {
        title: workshop.title,
        referencePrefix: workshop.referencePrefix,
        startsAt: workshop.startsAt,
        capacity: workshop.capacity,
        registrationOpen: workshop.registrationOpen,
        priceTiers: workshop.priceTiers.map(({ minParticipants, ratePerPerson }) => ({
          minParticipants,
          ratePerPerson,
        })),
        earlyBird: {
          enabled: workshop.earlyBird?.enabled,
          discountPercent: workshop.earlyBird?.discountPercent,
          deadline: workshop.earlyBird?.deadline,
        },
      },
      privacyNoticeVersion: notice.version,
    }
  }

  it("reads the workshop's admission settings as payload.findGlobal does", async () => {
    expect(await readAdmissionSettings(pool())).toEqual(await settingsOfPayload())

    await payload.updateGlobal({
      slug: 'workshop',
      data: {
        registrationOpen: false,
        capacity: 12,
        priceTiers: [
          { minParticipants: 2, ratePerPerson: 1234.5 },
          { minParticipants: 1, ratePerPerson: 2000 },
        ],
        earlyBird: { enabled: false, discountPercent: 12.5, deadline: null },
      },
    })
    expect(await readAdmissionSettings(pool())).toEqual(await settingsOfPayload())
  })
})
