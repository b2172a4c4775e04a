/**
 * The acknowledgement goes to whatever address was typed into a form, so the site must not
 * mail a stranger's words in the academy's name: it carries the reference and the academy's
 * own text, and nothing the visitor typed, even when a template asks for it. Staff still get
 * everything. Installations seeded with the old wording get the new one.
 */
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Form } from '@/payload-types'
import { contentToLexical } from '@/server/blog/markdown'
import { runSeeds } from '@/server/bootstrap/seed'
import {
  FORM_TEMPLATES,
  PAYMENT_TEMPLATES,
  previousWording,
} from '@/server/bootstrap/seed/content/email-templates'

import { sendEmailsOf } from './helpers/email-jobs'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { registrationBody, resetWorkshop } from './helpers/workshop'

let payload: Payload
const smtp = new CapturingSmtpServer()
const STAFF = 'support@leadershipacademy.my'
const SPAM_NAME = 'Win RM 10,000 at https://spam.example'
const SPAM_MESSAGE = 'Claim your prize now: https://spam.example/claim'
// What acknowledgements said before: the visitor's name and message quoted back.
const OLD_BODY =
  'Dear {{name}},\n\nThank you for contacting {{siteName}}.\n\n**Your message:**\n\n{{message}}'

const unique = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.my`

const formFor = async (purpose: Form['purpose']): Promise<Form> =>
  (await payload.find({ collection: 'forms', where: { purpose: { equals: purpose } } })).docs[0]

const plainText = (message: unknown) =>
  convertLexicalToPlaintext({
    data: message as Parameters<typeof convertLexicalToPlaintext>[0]['data'],
  })

beforeAll(async () => {
  payload = await testPayload()
  await smtp.start()
})
afterAll(async () => {
  await smtp.stop()
})

describe('the acknowledgement', () => {
  it('carries the reference and the academy’s text, never the typed name or message', async () => {
    const email = unique('victim')
    const res = await api('POST', '/contact', {
      body: { name: SPAM_NAME, email, message: SPAM_MESSAGE },
    })
    expect(res.status).toBe(201)
    await sendEmailsOf(payload, 'contact', res.body.doc.id)

    const [ack] = smtp.to(email)
    expect(ack.text).toContain(`INQ-${String(res.body.doc.id).padStart(4, '0')}`)
    expect(ack.text).toContain('Thank you for contacting Malaysia Leadership Academy')
    for (const part of [ack.subject, ack.text, ack.html]) {
      expect(part).not.toContain('spam.example')
      expect(part).not.toContain('RM 10,000')
    }
    // Staff are told everything, as before.
    const notice = smtp.to(STAFF).find((mail) => mail.replyTo?.text === email)
    expect(notice?.text).toContain(SPAM_MESSAGE)
    expect(notice?.subject).toContain(SPAM_NAME)
  })

  it('quotes nothing typed even when a template asks for the name and message', async () => {
    const editor = await createStaff(payload, 'editor')
    const form = await formFor('contact-message')
    const ackIndex = form.emails!.findIndex((template) => template.emailTo === '{{email}}')
    const emails = await Promise.all(
      form.emails!.map(async (template, i) =>
        i === ackIndex
          ? {
              ...template,
              subject: 'Hello {{name}}',
              message: await contentToLexical(payload.config, OLD_BODY),
            }
          : template,
      ),
    )
    const saved = await api('PATCH', `/forms/${form.id}`, { token: editor.token, body: { emails } })
    expect(saved.status).toBe(200)
    try {
      const email = unique('victim-two')
      const res = await api('POST', '/contact', {
        body: { name: SPAM_NAME, email, message: SPAM_MESSAGE },
      })
      expect(res.status).toBe(201)
      await sendEmailsOf(payload, 'contact', res.body.doc.id)
      const [ack] = smtp.to(email)
      expect(ack.subject).toBe('Hello')
      expect(ack.text).toContain('Thank you for contacting Malaysia Leadership Academy.')
      for (const part of [ack.subject, ack.text, ack.html]) {
        expect(part).not.toContain('spam.example')
      }
    } finally {
      await payload.update({ collection: 'forms', id: form.id, data: { emails: form.emails } })
    }
  })

  it('of a registration lists its participants without links, no organisation, and what is to pay', async () => {
    await resetWorkshop(payload)
    const contactEmail = unique('registrant')
    const res = await api('POST', '/registrations', {
      body: registrationBody(['Spam https://spam.example/a', 'Second Person'], {
        contactEmail,
        organization: 'Visit https://spam.example/org',
      }),
    })
    expect(res.status).toBe(201)
    await sendEmailsOf(payload, 'registrations', res.body.doc.id)
    const [ack] = smtp.to(contactEmail)
    expect(ack.text).toContain(res.body.doc.reference)
    expect(ack.text).toContain('Total to pay: RM 7,500')
    expect(ack.text).not.toContain('spam.example')
    expect(ack.html).not.toContain('spam.example')
    expect(ack.text).toContain('1. Spam\n2. Second Person')
    // The Malay half speaks Malay of the dates and the venue.
    expect(ack.text).toMatch(
      /\(\d{1,2}[–-]\d{1,2} \w{3} \d{4}, bermula \d{1,2}(:\d{2})? (pagi|tengah hari|petang|malam), A hotel in Kuala Lumpur\)/,
    )
    // Its links are anchored on where they go, not spelled out in full.
    expect(ack.html).toMatch(
      /<a href="[^"]*\/payment\/\d+\?expires=[^"]*"[^>]*>[^<]*\/payment\/\d+<\/a>/,
    )
  })
})

describe('installations seeded with the old wording', () => {
  it('get the new acknowledgement; one staff reworded without quoting the visitor is kept', async () => {
    const contact = await formFor('contact-message')
    const registration = await formFor('workshop-registration')
    const reworded = 'Thank you, we will be in touch about {{reference}}.'
    const withAck = async (form: Form, subject: string, body: string) =>
      Promise.all(
        form.emails!.map(async (template) =>
          template.emailTo === '{{staffEmail}}'
            ? template
            : { ...template, subject, message: await contentToLexical(payload.config, body) },
        ),
      )
    // One database for the whole run: the templates are put back as they were.
    try {
      await payload.update({
        collection: 'forms',
        id: contact.id,
        data: { emails: await withAck(contact, 'Thanks, {{name}}', OLD_BODY) },
      })
      await payload.update({
        collection: 'forms',
        id: registration.id,
        data: { emails: await withAck(registration, 'About {{reference}}', reworded) },
      })
      await payload.delete({
        collection: 'seed-runs',
        where: { step: { equals: 'email-acknowledgements-v2' } },
      })

      await runSeeds(payload)

      const contactAck = (await formFor('contact-message')).emails!.find(
        (template) => template.emailTo === '{{email}}',
      )!
      expect(contactAck.subject).toBe(
        'We have received your message / Kami telah menerima mesej anda',
      )
      expect(plainText(contactAck.message)).toContain('{{reference}}')
      expect(plainText(contactAck.message)).not.toContain('{{message}}')
      const registrationAck = (await formFor('workshop-registration')).emails!.find(
        (template) => template.emailTo === '{{contactEmail}}',
      )!
      expect(registrationAck.subject).toBe('About {{reference}}')
      expect(plainText(registrationAck.message)).toContain(reworded)
      // Staff notifications are not acknowledgements: left as they were.
      expect(
        (await formFor('contact-message')).emails!.find((t) => t.emailTo === '{{staffEmail}}')!
          .subject,
      ).toBe(contact.emails!.find((t) => t.emailTo === '{{staffEmail}}')!.subject)
    } finally {
      await payload.update({
        collection: 'forms',
        id: contact.id,
        data: { emails: contact.emails },
      })
      await payload.update({
        collection: 'forms',
        id: registration.id,
        data: { emails: registration.emails },
      })
    }
  })

  it('get Malay dates and venue and the participants’ names where the seeded wording stands', async () => {
    const registration = await formFor('workshop-registration')
    const receipt = await formFor('official-receipt')
    const asBefore = async (form: Form) =>
      Promise.all(
        form.emails!.map(async (template) => {
          const seeded = [...FORM_TEMPLATES, ...PAYMENT_TEMPLATES]
            .flatMap((t) => t.emails)
            .find(
              (email) => email.emailTo === template.emailTo && email.subject === template.subject,
            )
          return seeded && previousWording(seeded.body) !== seeded.body
            ? {
                ...template,
                message: await contentToLexical(payload.config, previousWording(seeded.body)),
              }
            : template
        }),
      )
    try {
      for (const form of [registration, receipt]) {
        await payload.update({
          collection: 'forms',
          id: form.id,
          data: { emails: await asBefore(form) },
        })
      }
      expect(plainText((await formFor('workshop-registration')).emails![1].message)).not.toContain(
        '{{workshopDatesMs}}',
      )
      await payload.delete({
        collection: 'seed-runs',
        where: { step: { equals: 'malay-email-details-v1' } },
      })
      await runSeeds(payload)
      const ack = plainText((await formFor('workshop-registration')).emails![1].message)
      expect(ack).toContain('{{workshopDatesMs}}, {{venueMs}}')
      expect(ack).toContain('{{participantNames}}')
      expect(plainText((await formFor('official-receipt')).emails![0].message)).toContain(
        '{{workshopDatesMs}}',
      )
    } finally {
      for (const form of [registration, receipt]) {
        await payload.update({ collection: 'forms', id: form.id, data: { emails: form.emails } })
      }
    }
  })
})
