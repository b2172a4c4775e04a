/**
 * The audit log of personal data leaving the system: each Excel export writes who, when,
 * which export, the filter and the row count before the file goes; routine staff reads are
 * summarised, one entry per user, collection and kind of read for 15 minutes, without losing
 * a read made at the same moment as another; only admins may read the log, and nobody may
 * write, change or delete entries through the API. When the log cannot be written, nothing
 * leaves and nothing is erased.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { READ_SUMMARY_WINDOW_MS, type ReadSummary } from '@/lib/audit/read-summary'
import type { AuditLog } from '@/payload-types'

import { download } from './helpers/download'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitInquiry, submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let editorToken: string
let registrationIds: number[]

const entries = (action: string) =>
  payload.find({
    collection: 'audit-log',
    where: { action: { equals: action } },
    sort: '-createdAt',
    limit: 100,
  })

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = await createStaff(payload, 'admin')
  editorToken = (await createStaff(payload, 'editor')).token
  registrationIds = [
    await submitRegistration(['Audit One', 'Audit Two'], {
      organization: 'Audit Org',
      contactEmail: 'audit@audit.test',
    }),
    await submitRegistration(['Audit Three'], { organization: 'Other Org' }),
  ]
  await submitInquiry({ name: 'Audit Enquirer', email: 'enquirer@audit.test' })
})

describe('exports write the audit log', () => {
  it('records a registrations export: who, which export, the filter and the row count', async () => {
    const before = (await entries('export-registrations')).totalDocs
    const res = await download(
      '/dashboard/export/registrations?search=Audit%20Org&status=pending&order=oldest',
      admin.token,
    )
    expect(res.status).toBe(200)
    const { docs, totalDocs } = await entries('export-registrations')
    expect(totalDocs).toBe(before + 1)
    expect(docs[0]).toMatchObject({
      userId: admin.user.id,
      userEmail: admin.email,
      query: { search: 'Audit Org', status: 'pending', order: 'oldest' },
      rowCount: 1,
    })
    expect(docs[0].ip).toBeTruthy()
    expect(Date.now() - new Date(docs[0].createdAt).getTime()).toBeLessThan(60_000)
  })

  it('records an inquiries export', async () => {
    const res = await download('/dashboard/export/inquiries?replied=pending', admin.token)
    expect(res.status).toBe(200)
    const [entry] = (await entries('export-inquiries')).docs
    expect(entry).toMatchObject({
      userEmail: admin.email,
      query: { search: '', replied: 'pending', order: 'newest' },
    })
    expect(entry.rowCount).toBeGreaterThanOrEqual(1)
  })

  it('records nothing when nothing left (no data, or a refused caller)', async () => {
    const before = (await entries('export-registrations')).totalDocs
    const empty = await download('/dashboard/export/registrations?search=no-such-org', admin.token)
    expect(empty.status).toBe(404)
    const refused = await download('/dashboard/export/registrations', editorToken)
    expect(refused.status).toBe(403)
    expect((await entries('export-registrations')).totalDocs).toBe(before)
  })
})

/** The read entries of one staff account, oldest first. */
const readsBy = async (userId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'personal-data-read' }, userId: { equals: userId } },
      sort: 'createdAt',
      limit: 100,
    })
  ).docs

const summaryOf = (entry: AuditLog) => entry.details as ReadSummary

/** Moves an entry's first read back by `ms`, as if that much time had passed since. */
const ageEntry = (entry: AuditLog, ms: number) =>
  payload.update({
    collection: 'audit-log',
    id: entry.id,
    data: {
      details: {
        ...summaryOf(entry),
        firstAt: new Date(Date.parse(summaryOf(entry).firstAt) - ms).toISOString(),
      },
    },
  })

const readAs = async (token: string, path: string) => {
  const res = await api('GET', path, { token })
  expect(res.status, path).toBe(200)
  return res.body
}

describe('routine reads are summarised, one entry per screen', () => {
  it('makes 30 list reads of registrations by one admin one entry', async () => {
    const reader = await createStaff(payload, 'admin')
    let records = 0
    for (let i = 0; i < 30; i++) {
      const nobody = encodeURIComponent(`Nobody ${i}`)
      const body = await readAs(
        reader.token,
        `/registrations?where[organization][not_equals]=${nobody}&limit=${1 + (i % 3)}`,
      )
      records += body.docs.length
    }
    const entries = await readsBy(reader.user.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      userEmail: reader.email,
      rowCount: records,
      // The first read's query; the others are in the summary.
      query: {
        collection: 'registrations',
        operation: 'find',
        where: { organization: { not_equals: 'Nobody 0' } },
        limit: 1,
      },
      details: { requests: 30, ids: [] },
    })
    const { filters, firstAt, lastAt } = summaryOf(entries[0])
    expect(filters).toHaveLength(20)
    expect(filters[0]).toEqual({ organization: { not_equals: 'Nobody 0' } })
    expect(filters[19]).toEqual({ organization: { not_equals: 'Nobody 19' } })
    expect(Date.parse(firstAt)).toBeLessThan(Date.parse(lastAt))
    expect(Date.now() - Date.parse(firstAt)).toBeLessThan(60_000)
  })

  it('counts every read of reads answered at the same moment', async () => {
    const reader = await createStaff(payload, 'admin')
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api('GET', '/contact?limit=5', { token: reader.token })),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200))
    const entries = await readsBy(reader.user.id)
    expect(entries).toHaveLength(1)
    expect(entries[0].rowCount).toBe(answers.reduce((sum, res) => sum + res.body.docs.length, 0))
    expect(summaryOf(entries[0]).requests).toBe(8)
  })

  it('gives another admin, another collection and single records entries of their own', async () => {
    const reader = await createStaff(payload, 'admin')
    const other = await createStaff(payload, 'admin')
    await readAs(reader.token, '/registrations?limit=2')
    await readAs(other.token, '/registrations?limit=2')
    await readAs(reader.token, '/contact?limit=2')
    await readAs(reader.token, '/registrations?limit=2')
    const [first, second] = registrationIds
    for (const id of [first, second, first]) await readAs(reader.token, `/registrations/${id}`)

    const entries = await readsBy(reader.user.id)
    expect(entries.map((entry) => [entry.query, summaryOf(entry).requests])).toEqual([
      [expect.objectContaining({ collection: 'registrations', operation: 'find' }), 2],
      [expect.objectContaining({ collection: 'contact', operation: 'find' }), 1],
      [expect.objectContaining({ collection: 'registrations', operation: 'findByID' }), 3],
    ])
    expect(entries[2]).toMatchObject({ rowCount: 3, details: { ids: [first, second] } })
    // A list read without a filter is kept as one: `null`.
    expect(summaryOf(entries[0]).filters).toEqual([null])
    const others = await readsBy(other.user.id)
    expect(others).toHaveLength(1)
    expect(others[0]).toMatchObject({ rowCount: 2, details: { requests: 1 } })
  })

  it('starts a new entry once 15 minutes have passed since the entry’s first read', async () => {
    const reader = await createStaff(payload, 'admin')
    await readAs(reader.token, '/registrations?limit=1')
    const [entry] = await readsBy(reader.user.id)
    await ageEntry(entry, READ_SUMMARY_WINDOW_MS - 60_000)
    await readAs(reader.token, '/registrations?limit=1')
    const [within] = await readsBy(reader.user.id)
    expect(summaryOf(within).requests).toBe(2)

    await ageEntry(within, 2 * 60_000)
    await readAs(reader.token, '/registrations?limit=2')
    const entries = await readsBy(reader.user.id)
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({ id: entry.id, rowCount: 2, details: { requests: 2 } })
    expect(entries[1]).toMatchObject({
      rowCount: 2,
      query: { collection: 'registrations', limit: 2 },
      details: { requests: 1 },
    })
  })
})

describe('who may read the audit log', () => {
  it('admins may list and read entries', async () => {
    const list = await api('GET', '/audit-log?limit=5', { token: admin.token })
    expect(list.status).toBe(200)
    expect(list.body.docs.length).toBeGreaterThan(0)
    const one = await api('GET', `/audit-log/${list.body.docs[0].id}`, { token: admin.token })
    expect(one.status).toBe(200)
  })

  it('editors and anonymous callers may not', async () => {
    const [entry] = (await entries('export-registrations')).docs
    for (const token of [undefined, editorToken]) {
      const who = token ? 'editor' : 'anonymous'
      const list = await api('GET', '/audit-log', { token })
      expect([401, 403], who).toContain(list.status)
      expect(list.body?.docs, who).toBeUndefined()
      const one = await api('GET', `/audit-log/${entry.id}`, { token })
      expect([401, 403], who).toContain(one.status)
      expect(JSON.stringify(one.body), who).not.toContain(admin.email)
    }
  })

  it('nobody, not even an admin, may write, change or delete an entry over the API', async () => {
    const [entry] = (await entries('export-registrations')).docs
    const created = await api('POST', '/audit-log', {
      token: admin.token,
      body: { action: 'export-inquiries', userEmail: 'forged@audit.test' },
    })
    expect(created.status).toBe(403)
    const changed = await api('PATCH', `/audit-log/${entry.id}`, {
      token: admin.token,
      body: { userEmail: 'someone-else@audit.test' },
    })
    expect(changed.status).toBe(403)
    const deleted = await api('DELETE', `/audit-log/${entry.id}`, { token: admin.token })
    expect(deleted.status).toBe(403)
    const stored = await payload.findByID({ collection: 'audit-log', id: entry.id })
    expect(stored.userEmail).toBe(entry.userEmail)
    expect(
      (
        await payload.count({
          collection: 'audit-log',
          where: { userEmail: { equals: 'forged@audit.test' } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('when the audit log cannot be written', () => {
  // A trigger in the real database refuses every new entry, as a full disk or a revoked
  // permission would.
  const refuseEntries = () =>
    payload.db.drizzle.execute(sql`
      create or replace function refuse_audit_entry() returns trigger as $$
      begin raise exception 'audit log unavailable'; end $$ language plpgsql;
      create trigger refuse_audit_entry before insert on audit_log
      for each row execute function refuse_audit_entry();`)
  afterEach(async () => {
    await payload.db.drizzle.execute(sql`
      drop trigger if exists refuse_audit_entry on audit_log;
      drop function if exists refuse_audit_entry();`)
  })

  it('refuses the export instead of sending it unrecorded', async () => {
    await refuseEntries()
    const res = await download('/dashboard/export/inquiries', admin.token)
    expect(res.status).toBe(500)
    expect(res.headers.get('content-type')).not.toContain('spreadsheetml')
  })

  it('refuses a staff read whose entry cannot be written', async () => {
    const reader = await createStaff(payload, 'admin')
    await refuseEntries()
    const res = await api('GET', '/registrations?limit=5', { token: reader.token })
    expect(res.status).toBe(500)
    expect(res.body?.docs).toBeUndefined()
    expect(JSON.stringify(res.body)).not.toContain('Audit One')
  })

  it('erases nothing: the erasure and its entry are one transaction', async () => {
    const email = 'atomic@audit.test'
    const id = await submitInquiry({ name: 'Atomic Person', email })
    await refuseEntries()
    const res = await api('POST', '/personal-data/erase', {
      token: admin.token,
      body: { email },
    })
    expect(res.status).toBe(500)
    const inquiry = await payload.findByID({ collection: 'contact', id })
    expect(inquiry).toMatchObject({ name: 'Atomic Person', email })
    expect(inquiry.anonymisedAt).toBeFalsy()
  })
})
