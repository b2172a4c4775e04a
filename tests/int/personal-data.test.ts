/**
 * Finding and erasing one person's data on request (PDPA), through the real route handlers on
 * PostgreSQL: who may call it, bad input, exact matching, what an erasure changes and what
 * it keeps (figures, statuses, seats), e-mails that must then never go, and the audit log.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ANONYMISED_EMAIL, ANONYMISED_TEXT } from '@/lib/privacy/anonymised-values'
import { fingerprint } from '@/lib/privacy/audit-subject'
import { PERSON_REQUIRED } from '@/lib/privacy/personal-data-request'
import { INVALID_EMAIL } from '@/lib/validation/messages'
import { seatSummary } from '@/server/workshop/seat-summary'

import { runEmailJobsFor } from './helpers/email-jobs'
import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { submitInquiry, submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let editorToken: string
const smtp = new CapturingSmtpServer()

const AISYAH = 'aisyah@pdpa.test'
// Contains Aisyah's address: a substring match would wrongly erase it.
const LOOKALIKE = 'nuraisyah@pdpa.test'
const OTHER = 'other@pdpa.test'

const ids = { inquiry: 0, lookalike: 0, mine: 0, others: 0, late: 0 }

/** Sends the e-mails of this file's submissions (the queue holds earlier files' jobs too). */
const sendEmails = async () => {
  await runEmailJobsFor(payload, 'contact', [ids.inquiry, ids.lookalike, ids.late])
  await runEmailJobsFor(payload, 'registrations', [ids.mine, ids.others])
}

const deliveriesOf = async (collection: 'contact' | 'registrations', id: number) =>
  (
    await payload.find({
      collection: 'email-deliveries',
      where: { submissionCollection: { equals: collection }, submissionId: { equals: id } },
      depth: 0,
    })
  ).docs

const lookup = (query: string, token = admin.token) =>
  api('GET', `/personal-data?${query}`, { token })

const lastAudit = async (action: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: action } },
      sort: '-createdAt',
      limit: 1,
    })
  ).docs[0]

beforeAll(async () => {
  payload = await testPayload()
  await smtp.start()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = await createStaff(payload, 'admin')
  editorToken = (await createStaff(payload, 'editor')).token

  ids.inquiry = await submitInquiry({ name: 'Nur Aisyah', email: AISYAH, phone: '012-3456789' })
  ids.lookalike = await submitInquiry({ name: 'Nur Aisyah Binti Ali', email: LOOKALIKE })
  ids.mine = await submitRegistration(['Nur Aisyah', 'Ali Hassan'], {
    organization: 'Syarikat Contoh Sdn Bhd',
    contactName: 'Nur Aisyah',
    contactEmail: 'Aisyah@PDPA.test',
    notes: 'Aisyah prefers morning calls.',
  })
  ids.others = await submitRegistration(['Ali Hassan', 'Chong Wei'], {
    organization: 'Other Org',
    contactName: 'Other Person',
    contactEmail: OTHER,
  })
  await api('PATCH', `/registrations/${ids.mine}`, {
    token: admin.token,
    body: { status: 'confirmed' },
  })
  await sendEmails()
  // Sent later: its e-mails are still waiting when she asks to be erased.
  ids.late = await submitInquiry({ name: 'Nur Aisyah', email: AISYAH })
})

afterAll(async () => {
  await smtp.stop()
})

describe('who may call it', () => {
  it('refuses anonymous callers (401) and editors (403), for lookups and erasures', async () => {
    expect((await api('GET', `/personal-data?email=${AISYAH}`)).status).toBe(401)
    expect((await lookup(`email=${AISYAH}`, editorToken)).status).toBe(403)
    const anonymous = await api('POST', '/personal-data/erase', { body: { email: AISYAH } })
    expect(anonymous.status).toBe(401)
    const editor = await api('POST', '/personal-data/erase', {
      token: editorToken,
      body: { email: AISYAH },
    })
    expect(editor.status).toBe(403)
    expect(editor.body.errors[0].message).toBeTruthy()
    // Nothing was changed by the refused calls.
    const inquiry = await payload.findByID({ collection: 'contact', id: ids.inquiry })
    expect(inquiry.email).toBe(AISYAH)
    expect(inquiry.anonymisedAt).toBeFalsy()
  })

  it('answers admins', async () => {
    expect((await lookup(`email=${AISYAH}`)).status).toBe(200)
  })
})

describe('bad input', () => {
  it('answers 400 with a JSON error naming the field', async () => {
    const none = await lookup('')
    expect(none.status).toBe(400)
    expect(fieldErrors(none.body)).toEqual({ email: PERSON_REQUIRED })

    const malformed = await lookup('email=not-an-address')
    expect(malformed.status).toBe(400)
    expect(fieldErrors(malformed.body)).toEqual({ email: INVALID_EMAIL })

    const empty = await api('POST', '/personal-data/erase', { token: admin.token, body: {} })
    expect(empty.status).toBe(400)
    expect(fieldErrors(empty.body)).toEqual({ email: PERSON_REQUIRED })

    const wrongType = await api('POST', '/personal-data/erase', {
      token: admin.token,
      body: { email: ['a@x.my'] },
    })
    expect(wrongType.status).toBe(400)
  })

  it('answers 400 to a body that is not a JSON object', async () => {
    for (const rawBody of ['{"email":', '["a@x.my"]', '']) {
      const res = await api('POST', '/personal-data/erase', { token: admin.token, rawBody })
      expect(res.status, rawBody).toBe(400)
      expect(res.body.errors[0].message).toBeTruthy()
    }
  })
})

describe('GET /api/personal-data', () => {
  it('finds her inquiries, her registration and the e-mails about them, exactly', async () => {
    const res = await lookup(`email=${encodeURIComponent('  AISYAH@pdpa.test ')}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body.query).toEqual({ email: AISYAH, name: null })
    expect(res.body.inquiries.map((i: { id: number }) => i.id).sort()).toEqual(
      [ids.inquiry, ids.late].sort(),
    )
    expect(res.body.registrations).toHaveLength(1)
    expect(res.body.registrations[0]).toMatchObject({ id: ids.mine, matchedAs: ['contact'] })

    const expectedDeliveries = [
      ...(await deliveriesOf('contact', ids.inquiry)),
      ...(await deliveriesOf('registrations', ids.mine)),
    ].map((d) => d.id)
    expect(expectedDeliveries.length).toBeGreaterThanOrEqual(4)
    expect(res.body.emailDeliveries.map((d: { id: number }) => d.id).sort()).toEqual(
      expectedDeliveries.sort(),
    )
    // The text of each e-mail is there; the HTML copy of it is left out.
    expect(res.body.emailDeliveries[0]).not.toHaveProperty('html')
    expect(res.body.totalDocs).toBe(3 + expectedDeliveries.length)
    // The look-alike address is someone else.
    expect(JSON.stringify(res.body)).not.toContain(LOOKALIKE)
  })

  it('finds participants by their full name, and says how each registration concerns them', async () => {
    const res = await lookup('name=ali%20%20HASSAN')
    expect(res.status).toBe(200)
    const found = Object.fromEntries(
      res.body.registrations.map((r: { id: number; matchedAs: string[] }) => [r.id, r.matchedAs]),
    )
    expect(found).toEqual({ [ids.mine]: ['participant'], [ids.others]: ['participant'] })
    expect(res.body.inquiries).toEqual([])
  })

  it('records each lookup in the audit log without the address in clear', async () => {
    await lookup(`email=${AISYAH}`)
    const entry = await lastAudit('personal-data-lookup')
    expect(entry).toMatchObject({ userId: admin.user.id, userEmail: admin.email })
    expect(entry.query).toEqual({
      email: { masked: 'a*****@pdpa.test', sha256: fingerprint(AISYAH, 'email') },
      name: null,
    })
    expect(entry.rowCount).toBeGreaterThan(0)
    expect(entry.ip).toBeTruthy()
    expect(JSON.stringify(entry)).not.toContain(AISYAH)
  })
})

describe('POST /api/personal-data/erase', () => {
  it('anonymises everything about her in one go and answers the counts', async () => {
    const seatsBefore = (await seatSummary(payload))?.taken
    const before = await payload.findByID({ collection: 'registrations', id: ids.mine })
    const lookalikeDeliveries = await deliveriesOf('contact', ids.lookalike)

    const res = await api('POST', '/personal-data/erase', {
      token: admin.token,
      body: { email: AISYAH },
    })
    expect(res.status).toBe(200)
    expect(res.body.erased).toMatchObject({ inquiries: 2, registrations: 1, participants: 0 })
    expect(res.body.erased.emailDeliveries).toBeGreaterThanOrEqual(4)

    for (const id of [ids.inquiry, ids.late]) {
      const inquiry = await payload.findByID({ collection: 'contact', id })
      expect(inquiry).toMatchObject({
        name: ANONYMISED_TEXT,
        email: ANONYMISED_EMAIL,
        phone: null,
        message: ANONYMISED_TEXT,
      })
      expect(inquiry.anonymisedAt).toBeTruthy()
    }

    const after = await payload.findByID({ collection: 'registrations', id: ids.mine })
    expect(after).toMatchObject({
      contactName: ANONYMISED_TEXT,
      contactEmail: ANONYMISED_EMAIL,
      contactPhone: ANONYMISED_TEXT,
      address: null,
      notes: null,
      // Kept: the organisation, the figures, the status and the reference.
      organization: before.organization,
      reference: before.reference,
      status: 'confirmed',
      participantCount: 2,
      ratePerPerson: before.ratePerPerson,
      totalAmount: before.totalAmount,
    })
    // Her own participant row goes; Ali is someone else and stays.
    expect(after.participants?.map((p) => p.name)).toEqual(['Participant 1', 'Ali Hassan'])
    expect(after.anonymisedAt).toBeFalsy()
    expect((await seatSummary(payload))?.taken).toBe(seatsBefore)

    for (const delivery of await deliveriesOf('registrations', ids.mine)) {
      expect(delivery).toMatchObject({ to: ANONYMISED_TEXT, subject: ANONYMISED_TEXT, html: null })
      expect(delivery.anonymisedAt).toBeTruthy()
    }
    // The look-alike's inquiry and e-mails are untouched.
    const lookalike = await payload.findByID({ collection: 'contact', id: ids.lookalike })
    expect(lookalike.email).toBe(LOOKALIKE)
    expect(await deliveriesOf('contact', ids.lookalike)).toEqual(lookalikeDeliveries)
  })

  it('stops the e-mails that had not gone yet', async () => {
    const sentBefore = smtp.to(AISYAH).length
    await sendEmails()
    expect(smtp.to(AISYAH)).toHaveLength(sentBefore)
    expect(smtp.messages.some((mail) => mail.text?.includes(ANONYMISED_TEXT))).toBe(false)
    const jobs = await payload.find({
      collection: 'payload-jobs',
      // The inquiry's job only: registrations (other test files) have ids of their own.
      where: { 'input.collection': { equals: 'contact' }, 'input.id': { equals: ids.late } },
    })
    expect(jobs.docs.filter((job) => job.taskSlug === 'send-submission-emails')).toEqual([])
  })

  it('leaves nothing for a second lookup to find, and records the erasure', async () => {
    const res = await lookup(`email=${AISYAH}`)
    expect(res.body.totalDocs).toBe(0)
    const entry = await lastAudit('personal-data-erasure')
    expect(entry).toMatchObject({ userId: admin.user.id, userEmail: admin.email, rowCount: 3 })
    expect(entry.details).toMatchObject({ inquiries: 2, registrations: 1 })
    expect(JSON.stringify(entry)).not.toContain(AISYAH)
  })

  it('erases a participant by full name, leaving the rest of each registration', async () => {
    const res = await api('POST', '/personal-data/erase', {
      token: admin.token,
      body: { name: 'Ali Hassan' },
    })
    expect(res.status).toBe(200)
    expect(res.body.erased).toMatchObject({ inquiries: 0, registrations: 0, participants: 2 })
    const others = await payload.findByID({ collection: 'registrations', id: ids.others })
    expect(others.participants?.map((p) => p.name)).toEqual(['Participant 1', 'Chong Wei'])
    expect(others).toMatchObject({ contactName: 'Other Person', contactEmail: OTHER })
    const mine = await payload.findByID({ collection: 'registrations', id: ids.mine })
    expect(mine.participants?.map((p) => p.name)).toEqual(['Participant 1', 'Participant 2'])
    // Their e-mails listed Ali among the participants.
    for (const delivery of await deliveriesOf('registrations', ids.others)) {
      expect(delivery.anonymisedAt).toBeTruthy()
    }
  })

  it('takes null for the field not given, as the dashboard sends it', async () => {
    const res = await api('POST', '/personal-data/erase', {
      token: admin.token,
      body: { email: 'nobody-else@pdpa.test', name: null },
    })
    expect(res.status).toBe(200)
  })

  it('answers zero counts for someone the site does not know', async () => {
    const res = await api('POST', '/personal-data/erase', {
      token: admin.token,
      body: { email: 'nobody@pdpa.test' },
    })
    expect(res.status).toBe(200)
    expect(res.body.erased).toEqual({
      inquiries: 0,
      registrations: 0,
      participants: 0,
      emailDeliveries: 0,
      certificates: 0,
    })
  })
})
