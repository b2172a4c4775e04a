/**
 * Where personal data, e-mails and payments go is for admins to decide: an editor edits the
 * wording of the e-mail templates and the workshop, but cannot add themselves as a recipient
 * (to, cc, bcc, reply-to, sender), redirect staff notifications, or change the bank account,
 * prices or seats. Every change to those settings is in the audit log, before and after.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEMPLATE_ROWS_ADMIN_ONLY } from '@/hooks/keep-template-rows'
import type { Form } from '@/payload-types'

import { sendEmailsOf } from './helpers/email-jobs'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: Awaited<ReturnType<typeof createStaff>>
let editor: Awaited<ReturnType<typeof createStaff>>
const smtp = new CapturingSmtpServer()
const EDITOR_INBOX = 'editor-inbox@attacker.example'

const contactForm = async (): Promise<Form> =>
  (await payload.find({ collection: 'forms', where: { purpose: { equals: 'contact-message' } } }))
    .docs[0]

const settingChanges = async () =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'delivery-settings-changed' } },
      sort: '-createdAt',
      limit: 50,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  await smtp.start()
  admin = await createStaff(payload, 'admin')
  editor = await createStaff(payload, 'editor')
})
afterAll(async () => {
  await smtp.stop()
})

describe('e-mail templates', () => {
  it('keeps an editor’s wording but none of their recipients, and mails nothing to them', async () => {
    const form = await contactForm()
    const before = (await settingChanges()).length
    const emails = form.emails!.map((email) => ({
      ...email,
      subject: `${email.subject} (edited)`,
      emailTo: `${email.emailTo}, ${EDITOR_INBOX}`,
      cc: EDITOR_INBOX,
      bcc: EDITOR_INBOX,
      replyTo: EDITOR_INBOX,
      emailFrom: EDITOR_INBOX,
    }))
    const res = await api('PATCH', `/forms/${form.id}`, { token: editor.token, body: { emails } })
    try {
      expect(res.status).toBe(200)
      const stored = await contactForm()
      stored.emails!.forEach((email, i) => {
        const original = form.emails![i]
        expect(email.subject).toBe(`${original.subject} (edited)`)
        expect(email).toMatchObject({
          emailTo: original.emailTo,
          cc: original.cc ?? null,
          bcc: original.bcc ?? null,
          replyTo: original.replyTo,
          emailFrom: original.emailFrom ?? null,
        })
      })
      // Wording is not a delivery setting: nothing to audit.
      expect((await settingChanges()).length).toBe(before)

      const sent = await api('POST', '/contact', {
        body: {
          name: 'Private Person',
          email: 'private.person@example.my',
          message: 'My personal details, for the academy only.',
        },
      })
      expect(sent.status).toBe(201)
      await sendEmailsOf(payload, 'contact', sent.body.doc.id)
      expect(smtp.mentioning('private.person@example.my').length).toBeGreaterThan(0)
      expect(smtp.to(EDITOR_INBOX)).toHaveLength(0)
      expect(
        smtp.messages.filter((mail) => JSON.stringify(mail.bcc ?? '').includes(EDITOR_INBOX)),
      ).toHaveLength(0)
    } finally {
      await payload.update({ collection: 'forms', id: form.id, data: { emails: form.emails } })
    }
  })

  it('refuses an editor adding or removing an e-mail of a template', async () => {
    const form = await contactForm()
    const added = await api('PATCH', `/forms/${form.id}`, {
      token: editor.token,
      body: {
        emails: [...form.emails!, { subject: 'Copy for me', message: form.emails![0].message }],
      },
    })
    expect(added.status).toBe(403)
    expect(added.body.errors[0].message).toBe(TEMPLATE_ROWS_ADMIN_ONLY)
    const removed = await api('PATCH', `/forms/${form.id}`, {
      token: editor.token,
      body: { emails: form.emails!.slice(1) },
    })
    expect(removed.status).toBe(403)
    expect((await contactForm()).emails).toHaveLength(form.emails!.length)
  })

  it('lets an admin change a recipient, and records it with before and after', async () => {
    const form = await contactForm()
    const emails = form.emails!.map((email, i) =>
      i === 0 ? { ...email, bcc: 'records@academy.test' } : email,
    )
    const res = await api('PATCH', `/forms/${form.id}`, { token: admin.token, body: { emails } })
    try {
      expect(res.status).toBe(200)
      expect((await contactForm()).emails![0].bcc).toBe('records@academy.test')
      const [entry] = await settingChanges()
      expect(entry).toMatchObject({
        userId: admin.user.id,
        userEmail: admin.email,
        query: { collection: 'forms', id: form.id, fields: ['emails'] },
      })
      const details = entry.details as {
        before: { emails: Array<{ bcc: string | null }> }
        after: { emails: Array<{ bcc: string | null; emailTo: string }> }
      }
      expect(details.before.emails[0].bcc).toBeNull()
      expect(details.after.emails[0]).toMatchObject({
        bcc: 'records@academy.test',
        emailTo: form.emails![0].emailTo,
      })
    } finally {
      await payload.update({ collection: 'forms', id: form.id, data: { emails: form.emails } })
    }
  })
})

describe('staff notification address', () => {
  it('ignores an editor’s notification and support address but keeps their other edits', async () => {
    const site = await payload.findGlobal({ slug: 'site' })
    const res = await api('POST', '/globals/site', {
      token: editor.token,
      body: {
        notificationEmail: EDITOR_INBOX,
        supportEmail: EDITOR_INBOX,
        officeHours: 'Mon–Fri, 9 am – 6 pm',
      },
    })
    try {
      expect(res.status).toBe(200)
      const stored = await payload.findGlobal({ slug: 'site' })
      expect(stored.notificationEmail).toBe(site.notificationEmail)
      expect(stored.supportEmail).toBe(site.supportEmail)
      expect(stored.officeHours).toBe('Mon–Fri, 9 am – 6 pm')
    } finally {
      await payload.updateGlobal({ slug: 'site', data: { officeHours: site.officeHours } })
    }
  })

  it('lets an admin change it, and records it with before and after', async () => {
    const site = await payload.findGlobal({ slug: 'site' })
    const res = await api('POST', '/globals/site', {
      token: admin.token,
      body: { notificationEmail: 'enrolments@academy.test' },
    })
    try {
      expect(res.status).toBe(200)
      expect((await payload.findGlobal({ slug: 'site' })).notificationEmail).toBe(
        'enrolments@academy.test',
      )
      const [entry] = await settingChanges()
      expect(entry).toMatchObject({
        userEmail: admin.email,
        query: { global: 'site', fields: ['notificationEmail'] },
        details: {
          before: { notificationEmail: site.notificationEmail },
          after: { notificationEmail: 'enrolments@academy.test' },
        },
      })
    } finally {
      await payload.updateGlobal({
        slug: 'site',
        data: { notificationEmail: site.notificationEmail },
      })
    }
  })
})

describe('workshop edition bank details, prices and seats', () => {
  it('ignores an editor’s bank account, prices and capacity but keeps their wording', async () => {
    const edition = await resetWorkshop(payload)
    const res = await api('PATCH', `/workshop-editions/${edition.id}`, {
      token: editor.token,
      body: {
        venue: 'Dewan Utama, Putrajaya',
        capacity: 5000,
        priceTiers: [{ minParticipants: 1, ratePerPerson: 1 }],
        earlyBird: { enabled: true, discountPercent: 100 },
        bank: { bankName: 'Attacker Bank', accountName: 'Editor', accountNumber: '000-111' },
        paymentInstructions: 'Pay to the account in this e-mail only.',
      },
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'workshop-editions', id: edition.id })
    expect(stored.venue).toBe('Dewan Utama, Putrajaya')
    expect(stored.capacity).toBe(edition.capacity)
    expect(stored.priceTiers?.map((t) => t.ratePerPerson)).toEqual(
      edition.priceTiers?.map((t) => t.ratePerPerson),
    )
    expect(stored.earlyBird?.discountPercent).toBe(edition.earlyBird?.discountPercent)
    expect(stored.bank).toEqual(edition.bank)
    expect(stored.paymentInstructions).toBe(edition.paymentInstructions)
  })

  it('refuses an editor a new edition or a duplicate: runs and their seats are admins’', async () => {
    const edition = await resetWorkshop(payload)
    const duplicate = await api('POST', `/workshop-editions/${edition.id}/duplicate`, {
      token: editor.token,
      body: {},
    })
    expect(duplicate.status).toBe(403)
    const created = await api('POST', '/workshop-editions', {
      token: editor.token,
      body: { title: 'Editor run', referencePrefix: 'ED', venue: 'Somewhere', capacity: 9 },
    })
    expect(created.status).toBe(403)
    expect((await payload.count({ collection: 'workshop-editions' })).totalDocs).toBe(1)
  })

  it('lets an admin change the bank account, and records it with before and after', async () => {
    const edition = await resetWorkshop(payload)
    const bank = { ...edition.bank, accountNumber: '5123 0000 0042' }
    const res = await api('PATCH', `/workshop-editions/${edition.id}`, {
      token: admin.token,
      body: { bank },
    })
    expect(res.status).toBe(200)
    expect(
      (await payload.findByID({ collection: 'workshop-editions', id: edition.id })).bank
        ?.accountNumber,
    ).toBe('5123 0000 0042')
    const [entry] = await settingChanges()
    expect(entry).toMatchObject({
      userEmail: admin.email,
      query: { collection: 'workshop-editions', id: edition.id, fields: ['bank'] },
      details: {
        before: { bank: { accountNumber: edition.bank?.accountNumber } },
        after: { bank: { accountNumber: '5123 0000 0042' } },
      },
    })
  })
})
