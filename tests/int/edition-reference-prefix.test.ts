/**
 * An edition's reference prefix starts its registrations' payment references, which the
 * statement matcher looks for: only admins set it, only as 2 to 6 capital letters, every
 * change is in the audit log, and once the edition has a registration it stays. Editions
 * saved before the rule keep their prefix while their other settings change.
 */
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { REFERENCE_PREFIX_LOCKED, REFERENCE_PREFIX_MESSAGE } from '@/lib/workshop/reference-prefix'
import type { WorkshopEdition } from '@/payload-types'

import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { names, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let editor: Awaited<ReturnType<typeof createStaff>>
let edition: WorkshopEdition
/** The audit log's last entry once the edition was created (its creation is recorded too). */
let lastEntryBefore: number

const storedPrefix = async () =>
  (await payload.findByID({ collection: 'workshop-editions', id: edition.id })).referencePrefix

const save = (token: string, body: Record<string, unknown>) =>
  api('PATCH', `/workshop-editions/${edition.id}`, { token, body })

/** The changes to the edition's prefix recorded since it was created, newest first. */
const prefixChanges = async () =>
  (
    await payload.find({
      collection: 'audit-log',
      where: {
        action: { equals: 'delivery-settings-changed' },
        id: { greater_than: lastEntryBefore },
      },
      sort: '-createdAt',
      limit: 100,
    })
  ).docs.filter((entry) => {
    const query = entry.query as { collection?: string; id?: number; fields?: string[] } | null
    return (
      query?.collection === 'workshop-editions' &&
      query.id === edition.id &&
      query.fields?.includes('referencePrefix')
    )
  })

beforeAll(async () => {
  payload = await testPayload()
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
})

beforeEach(async () => {
  edition = await resetWorkshop(payload, { referencePrefix: 'ASL' })
  const { docs } = await payload.find({ collection: 'audit-log', sort: '-id', limit: 1 })
  lastEntryBefore = docs[0]?.id ?? 0
})

describe('who may set the prefix', () => {
  it('ignores an editor’s prefix and keeps the stored one, while their wording is saved', async () => {
    const res = await save(editor.token, { referencePrefix: 'EDIT', venue: 'Dewan Besar' })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'workshop-editions', id: edition.id })
    expect(stored).toMatchObject({ referencePrefix: 'ASL', venue: 'Dewan Besar' })
    expect(await prefixChanges()).toEqual([])
  })
})

describe('what a prefix may be', () => {
  it('refuses anything but 2 to 6 capital letters, storing nothing', async () => {
    for (const referencePrefix of ['<i>x a', 'A', 'ABCDEFG', 'asl']) {
      const res = await save(admin.token, { referencePrefix })
      expect(res.status, referencePrefix).toBe(400)
      expect(fieldErrors(res.body).referencePrefix, referencePrefix).toBe(REFERENCE_PREFIX_MESSAGE)
    }
    expect(await storedPrefix()).toBe('ASL')
    expect(await prefixChanges()).toEqual([])
  })

  it('takes a valid change on an edition without registrations, and records it', async () => {
    const res = await save(admin.token, { referencePrefix: 'ASLX' })
    expect(res.status).toBe(200)
    expect(await storedPrefix()).toBe('ASLX')
    const entries = await prefixChanges()
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      userEmail: admin.email,
      query: { collection: 'workshop-editions', id: edition.id, fields: ['referencePrefix'] },
      details: { before: { referencePrefix: 'ASL' }, after: { referencePrefix: 'ASLX' } },
    })
  })

  it('lets an edition saved before the rule keep its prefix while other settings change', async () => {
    // Stored as an older version of the site could: through the adapter, past validation.
    await payload.db.updateOne({
      collection: 'workshop-editions',
      id: edition.id,
      data: { referencePrefix: 'asl-2025' },
    })
    const res = await save(admin.token, { referencePrefix: 'asl-2025', venue: 'Dewan Kecil' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect((await save(editor.token, { venue: 'Dewan Baru' })).status).toBe(200)
    expect(await storedPrefix()).toBe('asl-2025')
    const changed = await save(admin.token, { referencePrefix: 'asl-2026' })
    expect(changed.status).toBe(400)
    expect(fieldErrors(changed.body).referencePrefix).toBe(REFERENCE_PREFIX_MESSAGE)
  })
})

describe('once the edition has registrations', () => {
  it('refuses a change of prefix, but saves the same prefix with other settings', async () => {
    const registration = await api('POST', '/registrations', {
      body: registrationBody(names(1), { edition: edition.slug }),
    })
    expect(registration.status).toBe(201)
    expect(registration.body.doc.reference).toMatch(/^ASL-/)

    const res = await save(admin.token, { referencePrefix: 'NEWP' })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toBe(REFERENCE_PREFIX_LOCKED)
    expect(await storedPrefix()).toBe('ASL')
    expect(await prefixChanges()).toEqual([])

    const same = await save(admin.token, { referencePrefix: 'ASL', venue: 'Dewan Utama' })
    expect(same.status).toBe(200)
    expect(same.body.doc).toMatchObject({ referencePrefix: 'ASL', venue: 'Dewan Utama' })
  })

  it('refuses it through the server’s own saves too', async () => {
    const registration = await api('POST', '/registrations', {
      body: registrationBody(names(1), { edition: edition.slug }),
    })
    expect(registration.status).toBe(201)
    await expect(
      payload.update({
        collection: 'workshop-editions',
        id: edition.id,
        data: { referencePrefix: 'SRV' },
      }),
    ).rejects.toThrow(REFERENCE_PREFIX_LOCKED)
    expect(await storedPrefix()).toBe('ASL')
  })
})
