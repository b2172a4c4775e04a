/**
 * Registrations racing for an edition's last seats while another edition takes registrations
 * at the same moment. What is asserted does not depend on timing: whichever order the races
 * run in, the full edition admits exactly as many one-seat registrations as it has seats left,
 * and every registration for the other edition, which has room for all, is stored.
 */
import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createEdition, names, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const stored = async (edition: number, organizationPrefix: string) =>
  (
    await payload.find({
      collection: 'registrations',
      where: {
        and: [{ edition: { equals: edition } }, { organization: { like: organizationPrefix } }],
      },
      limit: 0,
      pagination: false,
      depth: 0,
    })
  ).docs

it('40 racers for the last 5 seats of one edition: exactly 5 admitted, none lost on the other', async () => {
  const full = await resetWorkshop(payload, { capacity: 30 })
  const other = await createEdition(payload, { capacity: 100, startsInDays: 60 })
  // 25 seats taken, 5 left.
  for (let i = 0; i < 5; i++) {
    const res = await api('POST', '/registrations', {
      body: registrationBody(names(5), { edition: full.slug, organization: `Early ${i}` }),
    })
    expect(res.status).toBe(201)
  }

  const racers = Array.from({ length: 40 }, (_, i) =>
    api('POST', '/registrations', {
      body: registrationBody(names(1), { edition: full.slug, organization: `Racer ${i}` }),
    }),
  )
  const alongside = Array.from({ length: 10 }, (_, i) =>
    api('POST', '/registrations', {
      body: registrationBody(names(2), { edition: other.id, organization: `Alongside ${i}` }),
    }),
  )
  const [raced, beside] = await Promise.all([Promise.all(racers), Promise.all(alongside)])

  // The full edition: exactly its 5 last seats, one each; everyone else told it is full.
  const admitted = raced.filter((r) => r.status === 201)
  const refused = raced.filter((r) => r.status === 409)
  expect(admitted).toHaveLength(5)
  expect(refused).toHaveLength(35)
  for (const refusal of refused) {
    expect(refusal.body.errors[0].message).toBe('This workshop is fully booked.')
  }
  const racersStored = await stored(full.id, 'Racer')
  expect(racersStored.map((d) => d.id).sort()).toEqual(admitted.map((r) => r.body.doc.id).sort())
  const seats = await api('GET', `/workshop/seats?edition=${full.slug}`)
  expect(seats.body).toMatchObject({ capacity: 30, taken: 30, remaining: 0 })

  // The other edition: all 10 admitted and stored, none blocked by the full one.
  expect(beside.map((r) => r.status)).toEqual(Array(10).fill(201))
  const besideStored = await stored(other.id, 'Alongside')
  expect(besideStored.map((d) => d.id).sort()).toEqual(beside.map((r) => r.body.doc.id).sort())
  expect((await api('GET', `/workshop/seats?edition=${other.slug}`)).body.taken).toBe(20)

  // References stay unique across both editions.
  const references = [...racersStored, ...besideStored].map((d) => d.reference)
  expect(new Set(references).size).toBe(references.length)
})
