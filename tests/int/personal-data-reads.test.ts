/**
 * Staff reads of personal data leave a trace: every list or single read of registrations,
 * inquiries and e-mail deliveries through the API (which the admin and the dashboard use) is
 * in the audit log with who, when, from where, the filter and how many records, and none of
 * the data itself (routine reads summarised per user and collection: audit-log.test.ts).
 * Refused reads and the server's own reads record nothing; an export is one entry of its own.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { download } from './helpers/download'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitInquiry, submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let editorToken: string
let registrationId: number
const ORGANIZATION = `Reads Org ${Date.now()}`
const CONTACT_EMAIL = `reads-${Date.now()}@reads.test`

const readEntries = async () =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'personal-data-read' } },
      sort: '-createdAt',
      limit: 200,
    })
  ).docs

/** An entry as far as a read changes it: a summarised read updates the entry it adds to. */
const stateOf = (entry: { updatedAt: string; rowCount?: number | null; details?: unknown }) =>
  JSON.stringify([entry.updatedAt, entry.rowCount, entry.details])

/** The entries written or added to while `run` ran, newest first. */
const entriesDuring = async (run: () => Promise<unknown>) => {
  const before = new Map((await readEntries()).map((entry) => [entry.id, stateOf(entry)]))
  await run()
  return (await readEntries()).filter((entry) => before.get(entry.id) !== stateOf(entry))
}

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = await createStaff(payload, 'admin')
  editorToken = (await createStaff(payload, 'editor')).token
  registrationId = await submitRegistration(['Reads Participant One', 'Reads Participant Two'], {
    organization: ORGANIZATION,
    contactEmail: CONTACT_EMAIL,
  })
  await submitRegistration(['Reads Participant Three'], { organization: ORGANIZATION })
  await submitInquiry({ name: 'Reads Enquirer', email: CONTACT_EMAIL })
})

describe('an admin’s reads', () => {
  it('records a list read: who, from where, the filter, the page and how many records', async () => {
    const path = `/registrations?where[organization][equals]=${encodeURIComponent(ORGANIZATION)}&limit=1&sort=-createdAt`
    let docs: unknown[] = []
    const entries = await entriesDuring(async () => {
      const res = await api('GET', path, { token: admin.token })
      expect(res.status).toBe(200)
      docs = res.body.docs
    })
    expect(docs).toHaveLength(1)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      userId: admin.user.id,
      userEmail: admin.email,
      rowCount: 1,
      query: {
        collection: 'registrations',
        operation: 'find',
        where: { organization: { equals: ORGANIZATION } },
        limit: 1,
      },
      details: { requests: 1, filters: [{ organization: { equals: ORGANIZATION } }], ids: [] },
    })
    expect(entries[0].ip).toMatch(/^2001:db8:/)
    // The filter names what was asked; the records themselves are not copied.
    const stored = JSON.stringify(entries[0])
    for (const data of [CONTACT_EMAIL, 'Reads Participant', 'Aminah Yusof', '012-345 6789']) {
      expect(stored).not.toContain(data)
    }
  })

  it('records a read of every record at once, and of a single record', async () => {
    const all = await entriesDuring(async () => {
      const res = await api('GET', '/contact?pagination=false', { token: admin.token })
      expect(res.status).toBe(200)
    })
    const totalInquiries = (await payload.count({ collection: 'contact' })).totalDocs
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      query: { collection: 'contact', operation: 'find', pagination: false },
      rowCount: totalInquiries,
    })

    const one = await entriesDuring(async () => {
      const res = await api('GET', `/registrations/${registrationId}`, { token: admin.token })
      expect(res.status).toBe(200)
    })
    expect(one).toHaveLength(1)
    expect(one[0]).toMatchObject({
      query: { collection: 'registrations', operation: 'findByID', id: registrationId },
      rowCount: 1,
      details: { requests: 1, filters: [], ids: [registrationId] },
    })
  })

  it('records reads of e-mail deliveries and bulk changes, which answer with records', async () => {
    const deliveries = await entriesDuring(() =>
      api('GET', '/email-deliveries?limit=100', { token: admin.token }),
    )
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0].query).toMatchObject({ collection: 'email-deliveries', limit: 100 })

    const bulk = await entriesDuring(async () => {
      const res = await api(
        'PATCH',
        `/registrations?where[organization][equals]=${encodeURIComponent(ORGANIZATION)}`,
        { token: admin.token, body: { notes: 'Checked' } },
      )
      expect(res.status).toBe(200)
    })
    expect(bulk).toHaveLength(1)
    // A change is no routine read: an entry of its own, not added to the reads' summary.
    expect(bulk[0]).toMatchObject({
      query: { collection: 'registrations', operation: 'update' },
      rowCount: 2,
      details: null,
    })
  })

  it('records an export once, as an export, not once per batch read', async () => {
    const entries = await entriesDuring(async () => {
      const res = await download(
        `/dashboard/export/registrations?search=${encodeURIComponent(ORGANIZATION)}`,
        admin.token,
      )
      expect(res.status).toBe(200)
    })
    expect(entries).toHaveLength(0)
    const [exported] = (
      await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'export-registrations' } },
        sort: '-createdAt',
        limit: 1,
      })
    ).docs
    expect(exported).toMatchObject({ userEmail: admin.email, rowCount: 2 })
  })
})

describe('reads that are not staff reads of personal data', () => {
  it('record nothing when refused, or when the server reads for itself', async () => {
    const entries = await entriesDuring(async () => {
      expect((await api('GET', '/registrations', { token: editorToken })).status).toBe(403)
      expect((await api('GET', '/contact')).status).toBe(403)
      await payload.find({ collection: 'registrations', limit: 5 })
      expect((await api('GET', '/registrations/count', { token: admin.token })).status).toBe(200)
    })
    expect(entries).toHaveLength(0)
  })
})

describe('reading the audit log', () => {
  it('is for admins, who see these entries; editors and visitors see none', async () => {
    const list = await api('GET', '/audit-log?where[action][equals]=personal-data-read&limit=5', {
      token: admin.token,
    })
    expect(list.status).toBe(200)
    expect(list.body.docs.length).toBeGreaterThan(0)
    for (const token of [editorToken, undefined]) {
      const refused = await api('GET', '/audit-log', { token })
      expect([401, 403]).toContain(refused.status)
      expect(refused.body.docs).toBeUndefined()
    }
  })
})
