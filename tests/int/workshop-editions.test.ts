/**
 * Workshop editions through the real REST handlers on PostgreSQL: each edition's own seats,
 * prices and opening; a full or closed edition never blocks another; how a registration
 * names its edition (id, slug, or the program's next open one); moving one between editions;
 * and what visitors and staff may see and do with editions.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { UNKNOWN_EDITION, UNKNOWN_PROGRAM } from '@/lib/validation/edition-choice'
import type { WorkshopEdition } from '@/payload-types'

import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { createEdition, names, PROGRAM, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let editor: Awaited<ReturnType<typeof createStaff>>
let march: WorkshopEdition
let may: WorkshopEdition

const register = (participants: number, extra: Record<string, unknown> = {}) =>
  api('POST', '/registrations', { body: registrationBody(names(participants), extra) })

const seatsOf = async (edition: WorkshopEdition) =>
  (await api('GET', `/workshop/seats?edition=${edition.slug}`)).body

const storedIn = async (edition: WorkshopEdition) =>
  (await payload.count({ collection: 'registrations', where: { edition: { equals: edition.id } } }))
    .totalDocs

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
})

beforeEach(async () => {
  march = await resetWorkshop(payload, { capacity: 5, startsInDays: 20 })
  may = await createEdition(payload, { capacity: 5, startsInDays: 80 })
})

describe('two open editions', () => {
  it('fill one → the other still takes registrations', async () => {
    expect((await register(3, { edition: march.slug })).status).toBe(201)
    expect((await register(2, { edition: march.id })).status).toBe(201)
    expect(await seatsOf(march)).toMatchObject({ taken: 5, remaining: 0, closedReason: 'full' })

    const refused = await register(1, { edition: march.slug })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0].message).toBe('This workshop is fully booked.')

    const other = await register(4, { edition: may.slug })
    expect(other.status).toBe(201)
    expect(other.body.doc.edition).toMatchObject({ id: may.id })
    expect(await seatsOf(may)).toMatchObject({ taken: 4, remaining: 1, registrationOpen: true })
    // Naming no edition now means the next open one: May, since March is full.
    const unnamed = await register(1)
    expect(unnamed.status).toBe(201)
    expect(await storedIn(may)).toBe(2)
    expect(await storedIn(march)).toBe(2)
  })

  it('prices each registration with its own edition’s table and early bird', async () => {
    await payload.update({
      collection: 'workshop-editions',
      id: may.id,
      data: {
        priceTiers: [{ minParticipants: 1, ratePerPerson: 4000 }],
        earlyBird: { enabled: true, discountPercent: 10, deadline: '2099-01-01T00:00:00+08:00' },
      },
    })
    const inMarch = await register(2, { edition: march.slug })
    const inMay = await register(2, { edition: may.slug })
    expect(inMarch.body.doc).toMatchObject({ ratePerPerson: 3750, earlyBirdApplied: false })
    expect(inMay.body.doc).toMatchObject({
      ratePerPerson: 3600,
      totalAmount: 7200,
      earlyBirdApplied: true,
    })
  })

  it('keeps payment references unique across editions, each with its own prefix', async () => {
    await payload.update({
      collection: 'workshop-editions',
      id: may.id,
      data: { referencePrefix: 'ASLB' },
    })
    const references = []
    for (const edition of [march, may, march, may]) {
      const res = await register(1, { edition: edition.slug })
      expect(res.status).toBe(201)
      references.push(res.body.doc.reference as string)
    }
    expect(new Set(references).size).toBe(4)
    expect(references[0]).toMatch(/^ASL-\d{4}-\d{4,}$/)
    expect(references[1]).toMatch(/^ASLB-\d{4}-\d{4,}$/)
    const numbers = references.map((reference) => Number(reference.split('-').at(-1)))
    expect(new Set(numbers).size).toBe(4)
  })
})

describe('an edition that takes no registrations', () => {
  it('archived: refuses registrations with the closed message, storing nothing', async () => {
    await payload.update({
      collection: 'workshop-editions',
      id: march.id,
      data: { status: 'archived' },
    })
    const res = await register(1, { edition: march.slug })
    expect(res.status).toBe(409)
    expect(res.body.errors[0].message).toBe('Registration for this workshop is closed.')
    expect(await storedIn(march)).toBe(0)
    // Its seats can still be read (its page says it is closed); May is unaffected.
    expect(await seatsOf(march)).toMatchObject({ closedReason: 'closed-by-staff' })
    expect((await register(1, { edition: may.slug })).status).toBe(201)
  })

  it('closed by staff or started: refused with their own messages', async () => {
    await payload.update({
      collection: 'workshop-editions',
      id: march.id,
      data: { registrationOpen: false },
    })
    expect((await register(1, { edition: march.slug })).body.errors[0].message).toBe(
      'Registration for this workshop is closed.',
    )
    await payload.update({
      collection: 'workshop-editions',
      id: may.id,
      data: { startsAt: new Date(Date.now() - 60_000).toISOString() },
    })
    const started = await register(1, { edition: may.slug })
    expect(started.status).toBe(409)
    expect(started.body.errors[0].message).toBe(
      'This workshop has already started; registration is closed.',
    )
  })

  it('a draft is unknown to visitors and closed to staff', async () => {
    const draft = await createEdition(payload, { status: 'draft', startsInDays: 150 })
    const visitor = await register(1, { edition: draft.slug })
    expect(visitor.status).toBe(400)
    expect(fieldErrors(visitor.body).edition).toBe(UNKNOWN_EDITION)
    expect((await register(1, { edition: draft.id })).status).toBe(400)
    const staff = await api('POST', '/registrations', {
      token: admin.token,
      body: registrationBody(names(1), { edition: draft.id }),
    })
    expect(staff.status).toBe(409)
    expect(await storedIn(draft)).toBe(0)
  })
})

describe('naming the edition', () => {
  it('refuses an edition that does not exist or cannot be one, with a JSON 400 under the field', async () => {
    for (const edition of ['no-such-edition', 2_000_000_000, '12 OR 1=1', { id: march.id }, -4]) {
      const res = await register(1, { edition })
      expect(res.status, JSON.stringify(edition)).toBe(400)
      expect(fieldErrors(res.body).edition).toBe(UNKNOWN_EDITION)
    }
    expect(await storedIn(march)).toBe(0)
  })

  it('without an edition, takes the next open edition of the program named', async () => {
    const coaching = await createEdition(payload, {
      title: 'Coaching Essentials',
      referencePrefix: 'CE',
      startsInDays: 10,
    })
    const asl = await register(1, { programName: PROGRAM.toLowerCase() })
    expect(asl.status).toBe(201)
    expect(asl.body.doc).toMatchObject({ programName: PROGRAM })
    expect(asl.body.doc.edition).toMatchObject({ id: march.id })
    const ce = await register(1, { programName: 'Coaching Essentials' })
    expect(ce.body.doc.edition).toMatchObject({ id: coaching.id })
    expect(ce.body.doc.reference).toMatch(/^CE-/)
    // Two programs run: a name matching neither is asked to name one.
    const unknown = await register(1, { programName: 'Something Else' })
    expect(unknown.status).toBe(400)
    expect(fieldErrors(unknown.body).programName).toBe(UNKNOWN_PROGRAM)
  })

  it('answers seats per edition, 404 for an edition a visitor cannot see, 400 for nonsense', async () => {
    const draft = await createEdition(payload, { status: 'draft', startsInDays: 150 })
    expect((await api('GET', `/workshop/seats?edition=${march.id}`)).body).toMatchObject({
      edition: { id: march.id, slug: march.slug },
      capacity: 5,
    })
    expect((await api('GET', `/workshop/seats?edition=${draft.slug}`)).status).toBe(404)
    expect((await api('GET', '/workshop/seats?edition=no-such-edition')).status).toBe(404)
    const nonsense = await api('GET', '/workshop/seats?edition=%3Cscript%3E')
    expect(nonsense.status).toBe(400)
    expect(nonsense.body.errors[0].message).toBe(UNKNOWN_EDITION)
    // Without one: the edition the site leads with, the next open one.
    expect((await api('GET', '/workshop/seats')).body.edition.id).toBe(march.id)
  })
})

describe('moving a registration between editions', () => {
  it('re-checks the capacity of the edition it moves to, under its seat lock', async () => {
    const moving = await register(3, { edition: march.slug })
    expect((await register(3, { edition: may.slug })).status).toBe(201)

    const tooBig = await api('PATCH', `/registrations/${moving.body.doc.id}`, {
      token: admin.token,
      body: { edition: may.id },
    })
    expect(tooBig.status).toBe(409)
    expect(tooBig.body.errors[0].message).toBe('Only 2 seats are left for this workshop.')
    expect(await storedIn(march)).toBe(1)

    await payload.update({ collection: 'workshop-editions', id: may.id, data: { capacity: 6 } })
    const moved = await api('PATCH', `/registrations/${moving.body.doc.id}`, {
      token: admin.token,
      body: { edition: may.id },
    })
    expect(moved.status).toBe(200)
    // The seats go with it; the price it was admitted at stays.
    expect(await seatsOf(may)).toMatchObject({ taken: 6, remaining: 0 })
    expect(await seatsOf(march)).toMatchObject({ taken: 0, remaining: 5 })
    expect(moved.body.doc).toMatchObject({ totalAmount: 7875, ratePerPerson: 2625 })
  })

  it('refuses a move to a draft, and lets only an admin move one', async () => {
    const draft = await createEdition(payload, { status: 'draft', startsInDays: 150 })
    const registration = await register(1, { edition: march.slug })
    const toDraft = await api('PATCH', `/registrations/${registration.body.doc.id}`, {
      token: admin.token,
      body: { edition: draft.id },
    })
    expect(toDraft.status).toBe(409)
    const byEditor = await api('PATCH', `/registrations/${registration.body.doc.id}`, {
      token: editor.token,
      body: { edition: may.id },
    })
    expect(byEditor.status).toBe(403)
    expect(await storedIn(march)).toBe(1)
  })
})

describe('editions themselves', () => {
  it('hide drafts from visitors, who read published and archived ones', async () => {
    const draft = await createEdition(payload, { status: 'draft', startsInDays: 150 })
    await payload.update({
      collection: 'workshop-editions',
      id: may.id,
      data: { status: 'archived' },
    })
    const list = await api('GET', '/workshop-editions?limit=100&where[status][equals]=draft')
    expect(list.status).toBe(200)
    expect(list.body.docs).toEqual([])
    expect((await api('GET', `/workshop-editions/${draft.id}`)).status).toBe(404)
    const visible = await api('GET', '/workshop-editions?limit=100')
    expect(visible.body.docs.map((edition: { id: number }) => edition.id).sort()).toEqual(
      [march.id, may.id].sort(),
    )
    const staff = await api('GET', `/workshop-editions/${draft.id}`, { token: editor.token })
    expect(staff.status).toBe(200)
  })

  it('keeps an edition with registrations: deleting it is refused', async () => {
    await register(1, { edition: march.slug })
    const res = await api('DELETE', `/workshop-editions/${march.id}`, { token: admin.token })
    expect(res.status).toBe(409)
    expect(await storedIn(march)).toBe(1)
  })

  it('a duplicate is a draft whose address follows its new dates until published, then stays', async () => {
    const res = await api('POST', `/workshop-editions/${march.id}/duplicate`, {
      token: admin.token,
      body: {},
    })
    expect(res.status).toBe(200)
    const copy = res.body.doc
    expect(copy).toMatchObject({ status: 'draft', capacity: 5, venue: march.venue })
    expect(copy.slug).not.toBe(march.slug)
    expect(copy.slug.startsWith(march.slug)).toBe(true)

    const published = await api('PATCH', `/workshop-editions/${copy.id}`, {
      token: admin.token,
      body: {
        status: 'published',
        startsAt: '2031-03-10T08:30:00+08:00',
        endsAt: '2031-03-11T17:00:00+08:00',
      },
    })
    expect(published.status).toBe(200)
    expect(published.body.doc.slug).toBe('asl-2031-03-10')
    const moved = await api('PATCH', `/workshop-editions/${copy.id}`, {
      token: editor.token,
      body: { startsAt: '2031-04-10T08:30:00+08:00', endsAt: '2031-04-11T17:00:00+08:00' },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.doc.slug).toBe('asl-2031-03-10')
    expect((await api('GET', '/workshop-editions/' + copy.id)).body.startsAt).toBe(
      '2031-04-10T00:30:00.000Z',
    )
  })

  it('refuses an edition that ends before it starts', async () => {
    const res = await api('PATCH', `/workshop-editions/${march.id}`, {
      token: admin.token,
      body: { endsAt: '2000-01-01T00:00:00+08:00' },
    })
    expect(res.status).toBe(400)
    expect(fieldErrors(res.body).endsAt).toBe('The edition cannot end before it starts.')
  })
})
