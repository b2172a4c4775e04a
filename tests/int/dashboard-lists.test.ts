/**
 * The panels' list queries exactly as the dashboard sends them (Payload's REST with where,
 * sort, page and limit, built by src/lib/dashboard), answered by real PostgreSQL.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  inquiriesWhere,
  registrationsWhere,
  sortByDate,
  type InquiryFilters,
  type RegistrationFilters,
} from '@/lib/dashboard/list-query'
import { urlOfQueryKey } from '@/lib/dashboard/query-key'
import { paymentLinkFor } from '@/lib/payments/payment-link'
import { slipUploadPath } from '@/lib/payments/payment-link-url'
import type { WorkshopEdition } from '@/payload-types'

import { multipart } from './helpers/multipart'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { setCreatedAt } from './helpers/timestamps'
import { createEdition, registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
let adminToken: string
let editorToken: string
const ids: Record<string, number> = {}

const registrationsUrl = (filters: RegistrationFilters, page = 1, limit = 10) =>
  urlOfQueryKey([
    '/registrations',
    { where: registrationsWhere(filters), sort: sortByDate(filters.order), page, limit, depth: 0 },
  ])

const registrationPage = (filters: RegistrationFilters, page = 1, limit = 10, token = adminToken) =>
  api('GET', registrationsUrl(filters, page, limit), { token })

const inquiryPage = (filters: InquiryFilters, token = adminToken) =>
  api(
    'GET',
    urlOfQueryKey([
      '/contact',
      { where: inquiriesWhere(filters), sort: sortByDate(filters.order), page: 1, limit: 10 },
    ]),
    { token },
  )

let firstEdition: WorkshopEdition
const all: RegistrationFilters = { search: '', status: 'all', order: 'newest', edition: 'all' }

beforeAll(async () => {
  payload = await testPayload()
  firstEdition = await resetWorkshop(payload, { capacity: 1000 })
  await payload.delete({ collection: 'contact', where: { id: { exists: true } } })
  adminToken = (await createStaff(payload, 'admin')).token
  editorToken = (await createStaff(payload, 'editor')).token
  const orgs = [
    ['alpha', 'Alpha Holdings Berhad', 'Nurul Izzah', 'nurul@alpha.test'],
    ['beta', 'Beta University', 'Kumar Raj', 'kumar@beta.test'],
    ['gamma', 'Gamma Agency', 'Tan Mei Ling', 'mei@gamma.test'],
  ]
  for (const [key, organization, contactName, contactEmail] of orgs) {
    const res = await api('POST', '/registrations', {
      body: registrationBody(['Someone'], { organization, contactName, contactEmail }),
    })
    ids[key] = res.body.doc.id
  }
  await setCreatedAt(payload, 'registrations', ids.alpha, '2025-01-01T00:00:00.000Z')
  await setCreatedAt(payload, 'registrations', ids.beta, '2025-02-01T00:00:00.000Z')
  await setCreatedAt(payload, 'registrations', ids.gamma, '2025-03-01T00:00:00.000Z')
  await api('PATCH', `/registrations/${ids.beta}`, {
    token: adminToken,
    body: { status: 'confirmed' },
  })
  for (const [name, email] of [
    ['Farid Pending', 'farid@inq.test'],
    ['Lina Replied', 'lina@inq.test'],
  ]) {
    const res = await api('POST', '/contact', {
      body: { name, email, message: 'A question about programs.' },
    })
    ids[name] = res.body.doc.id
  }
  await api('PATCH', `/contact/${ids['Lina Replied']}`, {
    token: adminToken,
    body: { isReplied: true },
  })
})

const orgsOf = (res: { body: { docs: Array<{ organization: string }> } }) =>
  res.body.docs.map((doc) => doc.organization)

describe('registrations panel', () => {
  it('pages through on the server, newest first', async () => {
    const first = await registrationPage(all, 1, 2)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ totalDocs: 3, totalPages: 2, page: 1, hasNextPage: true })
    expect(orgsOf(first)).toEqual(['Gamma Agency', 'Beta University'])
    const second = await registrationPage(all, 2, 2)
    expect(orgsOf(second)).toEqual(['Alpha Holdings Berhad'])
  })

  it('sorts oldest first', async () => {
    expect(orgsOf(await registrationPage({ ...all, order: 'oldest' }))).toEqual([
      'Alpha Holdings Berhad',
      'Beta University',
      'Gamma Agency',
    ])
  })

  it.each([
    ['organization', 'holdings', 'Alpha Holdings Berhad'],
    ['contact name', 'kumar', 'Beta University'],
    ['e-mail', 'mei@gamma', 'Gamma Agency'],
  ])('searches by %s, ignoring case', async (_, search, organization) => {
    expect(orgsOf(await registrationPage({ ...all, search }))).toEqual([organization])
  })

  it('filters by status, counting a missing status as pending', async () => {
    // A row from before statuses had a default.
    await payload.db.drizzle.execute(
      sql`update registrations set status = null where id = ${ids.alpha}`,
    )
    expect(orgsOf(await registrationPage({ ...all, status: 'confirmed' }))).toEqual([
      'Beta University',
    ])
    expect(orgsOf(await registrationPage({ ...all, status: 'pending' }))).toEqual([
      'Gamma Agency',
      'Alpha Holdings Berhad',
    ])
    expect(orgsOf(await registrationPage({ ...all, status: 'cancelled' }))).toEqual([])
  })

  it('filters by edition: another edition’s registrations are not listed', async () => {
    const later = await createEdition(payload, { capacity: 10, startsInDays: 120 })
    const res = await api('POST', '/registrations', {
      body: registrationBody(['One', 'Two'], {
        organization: 'Delta Later Edition',
        edition: later.slug,
      }),
    })
    expect(res.status).toBe(201)
    try {
      expect(orgsOf(await registrationPage({ ...all, edition: later.id }))).toEqual([
        'Delta Later Edition',
      ])
      expect(orgsOf(await registrationPage({ ...all, edition: firstEdition.id }))).not.toContain(
        'Delta Later Edition',
      )
      expect((await registrationPage(all)).body.totalDocs).toBe(4)

      // Seats per edition, and the edition the panel opens on (the next one), for admins only.
      const overview = await api('GET', '/dashboard/editions', { token: adminToken })
      expect(overview.status).toBe(200)
      expect(overview.body.defaultEdition).toBe(firstEdition.id)
      const figures = (id: number) =>
        overview.body.editions.find((edition: { id: number }) => edition.id === id)
      expect(figures(later.id)).toMatchObject({
        taken: 2,
        pending: 2,
        confirmed: 0,
        remaining: 8,
        registrations: 1,
      })
      expect(figures(firstEdition.id)).toMatchObject({ taken: 3, confirmed: 1, pending: 2 })
      expect((await api('GET', '/dashboard/editions')).status).toBe(401)
      expect((await api('GET', '/dashboard/editions', { token: editorToken })).status).toBe(403)
    } finally {
      await payload.delete({ collection: 'registrations', id: res.body.doc.id })
      await payload.delete({ collection: 'workshop-editions', id: later.id })
    }
  })

  it('refuses an editor', async () => {
    const res = await registrationPage(all, 1, 10, editorToken)
    expect(res.status).toBe(403)
    expect(JSON.stringify(res.body)).not.toContain('alpha.test')
  })
})

describe('slip to check', () => {
  // The smallest PNG: a payer's photo of the transfer, as far as the upload can tell.
  const PNG = Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
    1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
  ])
  const waitingOnly: RegistrationFilters = { ...all, slip: 'waiting' }

  /** The payer's upload through their personal link, as the payment page sends it. */
  const uploadSlip = async (id: number) => {
    const registration = await payload.findByID({ collection: 'registrations', id, depth: 0 })
    const link = paymentLinkFor(payload.secret, id, new Date(registration.createdAt))
    return api(
      'POST',
      slipUploadPath(link).replace(/^\/api/, ''),
      await multipart({}, { name: 'transfer.png', type: 'image/png', bytes: PNG }),
    )
  }

  it('lists only the registrations whose payer’s slip waits, to admins only', async () => {
    const created: Record<string, number> = {}
    for (const organization of ['Epsilon Slip Sent', 'Zeta No Slip']) {
      const res = await api('POST', '/registrations', {
        body: registrationBody(['Someone'], { organization }),
      })
      expect(res.status).toBe(201)
      created[organization] = res.body.doc.id
    }
    const waiting = created['Epsilon Slip Sent']
    expect((await uploadSlip(waiting)).status).toBe(201)

    const listed = await registrationPage(waitingOnly)
    expect(listed.status).toBe(200)
    expect(orgsOf(listed)).toEqual(['Epsilon Slip Sent'])
    expect(listed.body.docs[0].slipWaiting).toBe(true)
    // Combined with the other filters, as the panel sends it.
    expect(orgsOf(await registrationPage({ ...waitingOnly, search: 'zeta' }))).toEqual([])
    expect(orgsOf(await registrationPage({ ...waitingOnly, payment: 'unpaid' }))).toEqual([
      'Epsilon Slip Sent',
    ])
    // The export of the same filter holds the same registration.
    const exported = await api('GET', '/dashboard/export/registrations?slip=waiting', {
      token: adminToken,
    })
    expect(exported.status).toBe(200)

    const asEditor = await registrationPage(waitingOnly, 1, 10, editorToken)
    expect(asEditor.status).toBe(403)
    const anonymous = await api('GET', registrationsUrl(waitingOnly))
    expect(anonymous.status).toBe(403)
    for (const refused of [asEditor, anonymous]) {
      expect(JSON.stringify(refused.body)).not.toContain('Epsilon')
    }

    // Looked at, nothing to record: it leaves the list (an editor cannot say so).
    const checkedByEditor = await api('POST', `/dashboard/registrations/${waiting}/slips-checked`, {
      token: editorToken,
    })
    expect(checkedByEditor.status).toBe(403)
    const checked = await api('POST', `/dashboard/registrations/${waiting}/slips-checked`, {
      token: adminToken,
    })
    expect(checked.status).toBe(200)
    expect(checked.body.doc.slipWaiting).toBe(false)
    expect(orgsOf(await registrationPage(waitingOnly))).toEqual([])
    expect(
      (await api('GET', '/dashboard/export/registrations?slip=waiting', { token: adminToken }))
        .status,
    ).toBe(404)
  })
})

describe('inquiries panel', () => {
  const everyInquiry: InquiryFilters = { search: '', replied: 'all', order: 'newest' }
  const namesOf = (res: { body: { docs: Array<{ name: string }> } }) =>
    res.body.docs.map((doc) => doc.name)

  it('filters by replied and searches by name or e-mail', async () => {
    expect(namesOf(await inquiryPage({ ...everyInquiry, replied: 'replied' }))).toEqual([
      'Lina Replied',
    ])
    expect(namesOf(await inquiryPage({ ...everyInquiry, replied: 'pending' }))).toEqual([
      'Farid Pending',
    ])
    expect(namesOf(await inquiryPage({ ...everyInquiry, search: 'LINA@inq' }))).toEqual([
      'Lina Replied',
    ])
  })

  it('refuses an editor', async () => {
    expect((await inquiryPage(everyInquiry, editorToken)).status).toBe(403)
  })
})

describe('Mark as Replied', () => {
  it('stamps when it was first replied, which later requests cannot change', async () => {
    const res = await api('POST', '/contact', {
      body: { name: 'Stamp Test', email: 'stamp@inq.test', message: 'When did you reply?' },
    })
    const id = res.body.doc.id
    expect(res.body.doc.repliedAt ?? null).toBeNull()
    const before = Date.now()
    const replied = await api('PATCH', `/contact/${id}`, {
      token: adminToken,
      body: { isReplied: true },
    })
    const stamp = replied.body.doc.repliedAt
    expect(new Date(stamp).getTime()).toBeGreaterThanOrEqual(before - 1000)
    const again = await api('PATCH', `/contact/${id}`, {
      token: adminToken,
      body: { isReplied: false, repliedAt: '2020-01-01T00:00:00.000Z', replyNotes: 'later' },
    })
    expect(again.body.doc).toMatchObject({ isReplied: true, repliedAt: stamp, replyNotes: 'later' })
  })
})
