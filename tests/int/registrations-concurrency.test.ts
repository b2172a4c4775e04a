import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { names, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

it('40 concurrent registrations for the last seats never overbook, lose or duplicate', async () => {
  await resetWorkshop(payload, { capacity: 30 })
  // 24 seats taken, 6 left.
  for (let i = 0; i < 4; i++) {
    expect((await api('POST', '/registrations', { body: registrationBody(names(6)) })).status).toBe(
      201,
    )
  }

  const attempts = Array.from({ length: 40 }, (_, i) =>
    api('POST', '/registrations', {
      body: registrationBody(names(1 + (i % 2)), { organization: `Racer ${i}` }),
    }),
  )
  const results = await Promise.all(attempts)
  const accepted = results.filter((r) => r.status === 201)
  const refused = results.filter((r) => r.status === 409)
  expect(accepted.length + refused.length).toBe(40)

  const { docs } = await payload.find({
    collection: 'registrations',
    where: { organization: { like: 'Racer' } },
    limit: 0,
    pagination: false,
  })
  // Every acknowledged registration is stored, once; nothing refused is stored.
  expect(docs.map((d) => d.id).sort()).toEqual(accepted.map((r) => r.body.doc.id).sort())
  const seatsTaken = docs.reduce((sum, d) => sum + (d.participantCount ?? 0), 0)
  expect(seatsTaken).toBeLessThanOrEqual(6)
  // The race filled the workshop: what is left is too small for any refused request.
  expect(seatsTaken).toBeGreaterThanOrEqual(5)
  expect(new Set(docs.map((d) => d.reference)).size).toBe(docs.length)

  const seats = await api('GET', '/workshop/seats')
  expect(seats.body.taken).toBeLessThanOrEqual(30)
})
