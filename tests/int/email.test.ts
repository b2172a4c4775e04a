import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMAIL_ATTEMPTS, EMAIL_QUEUE } from '@/lib/email/email-job'
import { checkPaymentLink } from '@/lib/payments/payment-link'
import { formatWorkshopDays } from '@/lib/workshop/schedule'

import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { createEdition, registrationBody, resetWorkshop } from './helpers/workshop'
import { runSeeds } from '@/server/bootstrap/seed'
import { PRIVACY_NOTICE } from '@/server/bootstrap/seed/content/privacy-notice'

// The e-mails of every public form, sent through a real SMTP server on loopback by the job
// queue, as the server does every few seconds.

let payload: Payload
const smtp = new CapturingSmtpServer()
const STAFF = 'support@leadershipacademy.my'

beforeAll(async () => {
  payload = await testPayload()
  // The run's one database holds the e-mail jobs earlier files queued (receipts, registrations):
  // this file's runs of the queue must reach its own jobs, so it starts from an empty queue.
  await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: EMAIL_QUEUE } } })
  await smtp.start()
})
afterAll(async () => {
  await smtp.stop()
})

const runEmailJobs = () => payload.jobs.run({ queue: EMAIL_QUEUE, limit: 50, silent: true })

const deliveriesOf = async (collection: 'contact' | 'registrations', id: number) =>
  (
    await payload.find({
      collection: 'email-deliveries',
      where: { submissionCollection: { equals: collection }, submissionId: { equals: id } },
      sort: 'templateIndex',
      depth: 0,
    })
  ).docs

const unique = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.my`

describe('contact message', () => {
  it('tells staff and thanks the sender, after the message is stored', async () => {
    const email = unique('farah')
    const res = await api('POST', '/contact', {
      body: {
        name: 'Farah Lee',
        email,
        phone: '',
        message: 'We would like a program for 20 managers.',
      },
    })
    expect(res.status).toBe(201)
    // Stored and queued: nothing is sent within the visitor's request.
    expect(smtp.to(email)).toHaveLength(0)

    await runEmailJobs()
    const [ack] = smtp.to(email)
    const reference = `INQ-${String(res.body.doc.id).padStart(4, '0')}`
    expect(ack.subject).toBe('We have received your message / Kami telah menerima mesej anda')
    expect(ack.text).toContain(`reference ${reference}`)
    expect(ack.text).toContain('Terima kasih kerana menghubungi Malaysia Leadership Academy')
    // The acknowledgement goes to whatever address was typed: it quotes nothing typed.
    expect(ack.text).not.toContain('Farah Lee')
    expect(ack.text).not.toContain('We would like a program for 20 managers.')
    expect(ack.from?.value[0]).toMatchObject({
      name: 'Malaysia Leadership Academy',
      address: 'no-reply@academy.test',
    })
    expect(ack.replyTo?.text).toBe(STAFF)

    // Other files' messages may be sent by this run of the shared queue too: this one's
    // notice is the one that answers the sender.
    const notice = smtp
      .to(STAFF)
      .find(
        (mail) =>
          mail.subject === 'New contact message from Farah Lee' && mail.replyTo?.text === email,
      )
    expect(notice).toBeDefined()
    expect(notice!.replyTo?.text).toBe(email)
    expect(notice!.text).toContain('Phone: N/A')
    expect(notice!.text).toContain('We would like a program for 20 managers.')
    expect(notice!.text).toContain(reference)
    expect(notice!.html).toContain(`/admin/collections/contact/${res.body.doc.id}`)

    const deliveries = await deliveriesOf('contact', res.body.doc.id)
    expect(deliveries.map((d) => [d.to, d.status, d.attempts])).toEqual([
      [STAFF, 'sent', 1],
      [email, 'sent', 1],
    ])
  })

  it('shows a visitor’s markup as text in the staff e-mail, and not at all to the sender', async () => {
    const email = unique('markup')
    const res = await api('POST', '/contact', {
      body: { name: 'Tester', email, message: 'Hello <script>alert("x")</script> <b>bold</b>' },
    })
    expect(res.status).toBe(201)
    await runEmailJobs()
    const [ack] = smtp.to(email)
    const notice = smtp.to(STAFF).find((mail) => mail.replyTo?.text === email)
    expect(notice).toBeDefined()
    expect(notice!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    for (const mail of [ack, notice!]) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).not.toContain('<b>bold</b>')
    }
    expect(ack.html).not.toContain('alert(')
  })
})

describe('certification inquiry', () => {
  it('tells staff with the program and subject and answers the sender', async () => {
    const email = unique('rajesh')
    const res = await api('POST', '/contact', {
      body: {
        name: 'Rajesh Kumar',
        email,
        phone: '0123456789',
        organization: 'Universiti Contoh',
        program: 'CERTIFIED PROGRAM IN COACHING & MENTORING',
        message: 'Please send me the next intake dates.',
      },
    })
    expect(res.status).toBe(201)
    await runEmailJobs()
    const notice = smtp
      .to(STAFF)
      .find(
        (mail) =>
          mail.subject ===
          'Certification Inquiry: CERTIFIED PROGRAM IN COACHING & MENTORING from Rajesh Kumar',
      )
    expect(notice?.text).toContain('Organization: Universiti Contoh')
    const [ack] = smtp.to(email)
    expect(ack.subject).toBe('Your certification inquiry / Pertanyaan pensijilan anda')
    expect(ack.text).toContain(`reference INQ-${String(res.body.doc.id).padStart(4, '0')}`)
    expect(ack.text).not.toContain('Rajesh Kumar')
    expect(ack.text).not.toContain('Please send me the next intake dates.')
  })
})

describe('workshop registration', () => {
  it('sends the reference, participants, rate, total and bank details to the contact', async () => {
    await resetWorkshop(payload)
    const contactEmail = unique('aminah')
    const res = await api('POST', '/registrations', {
      body: registrationBody(['Ali bin Abu', 'Siti Nur', 'Chong Wei'], { contactEmail }),
    })
    expect(res.status).toBe(201)
    const { reference, id } = res.body.doc
    await runEmailJobs()

    const [ack] = smtp.to(contactEmail)
    expect(ack.subject).toBe(
      `Registration received: ${reference} / Pendaftaran diterima: ${reference}`,
    )
    for (const text of [
      `Your reference number is ${reference}`,
      'Participants: 3',
      'Rate per person: RM 2,625',
      'Total to pay: RM 7,875',
      'Maybank Berhad',
      '5123 4567 8901',
      `Transfer exactly RM 7,875`,
      `with ${reference} as the transfer's recipient reference`,
      'Nombor rujukan anda ialah',
    ]) {
      expect(ack.text).toContain(text)
    }
    // The payer's own link to upload the bank slip: this registration's, signed, for 30 days.
    const link = ack.text?.match(/http\S+\/payment\/(\d+)\?expires=(\d+)&signature=(\S+)/)
    expect(link?.[1]).toBe(String(res.body.doc.id))
    const days = (Number(link?.[2]) - Date.parse(res.body.doc.createdAt)) / 86_400_000
    expect(days).toBe(30)
    expect(checkPaymentLink(payload.secret, id, link?.[2], link?.[3], Date.now())).toBe('valid')
    // The participants are listed for the contact to check; the organisation and the contact's
    // own details were typed into the form, and only staff get them.
    expect(ack.text).toContain('1. Ali bin Abu\n2. Siti Nur\n3. Chong Wei')
    for (const typed of ['Kementerian Contoh', 'Aminah']) {
      expect(ack.text).not.toContain(typed)
    }
    const notice = smtp
      .to(STAFF)
      .find((mail) => mail.subject?.startsWith(`New registration ${reference}`))
    expect(notice?.subject).toBe(
      `New registration ${reference}: Kementerian Contoh Malaysia (3 participants)`,
    )
    expect(notice?.html).toContain(`/admin/collections/registrations/${id}`)
  })

  it('speaks of the registration’s own edition: its dates, venue, bank account and calendar file', async () => {
    await resetWorkshop(payload)
    const june = await createEdition(payload, {
      startsInDays: 100,
      venue: 'Dewan Seri Kenanga, Johor Bahru',
    })
    await payload.update({
      collection: 'workshop-editions',
      id: june.id,
      data: {
        bank: { bankName: 'CIMB Bank', accountName: 'MLA Sdn. Bhd.', accountNumber: '8000 1111' },
      },
    })
    const contactEmail = unique('june')
    const res = await api('POST', '/registrations', {
      body: registrationBody(['Ali bin Abu'], { contactEmail, edition: june.slug }),
    })
    expect(res.status).toBe(201)
    await runEmailJobs()
    const [ack] = smtp.to(contactEmail)
    const days = formatWorkshopDays(june.startsAt, june.endsAt)
    for (const text of [
      days,
      'Dewan Seri Kenanga, Johor Bahru',
      'CIMB Bank',
      '8000 1111',
      `/calendar/${june.slug}.ics`,
    ]) {
      expect(ack.text).toContain(text)
    }
    expect(ack.text).not.toContain('Maybank Berhad')
    const notice = smtp
      .to(STAFF)
      .find((mail) => mail.subject?.startsWith(`New registration ${res.body.doc.reference}`))
    expect(notice?.text).toContain(`/registration/${june.slug}`)
  })
})

describe('templates staff edit', () => {
  it('the next e-mail follows an editor’s change to the template', async () => {
    const editor = await createStaff(payload, 'editor')
    const { docs } = await payload.find({
      collection: 'forms',
      where: { purpose: { equals: 'contact-message' } },
    })
    const form = docs[0]
    const emails = form.emails!.map((template, i) =>
      i === 1 ? { ...template, subject: 'Thanks from {{siteName}} / Terima kasih!' } : template,
    )
    const saved = await api('PATCH', `/forms/${form.id}`, { token: editor.token, body: { emails } })
    expect(saved.status).toBe(200)
    try {
      const email = unique('after-edit')
      expect(
        (
          await api('POST', '/contact', {
            body: { name: 'Nora', email, message: 'A question about fees.' },
          })
        ).status,
      ).toBe(201)
      await runEmailJobs()
      expect(smtp.to(email).map((mail) => mail.subject)).toEqual([
        'Thanks from Malaysia Leadership Academy / Terima kasih!',
      ])
    } finally {
      await payload.update({ collection: 'forms', id: form.id, data: { emails: form.emails } })
    }
  })

  it('anonymous visitors can neither read the templates nor submit through the form builder', async () => {
    expect((await api('GET', '/forms')).status).toBe(403)
    const { docs } = await payload.find({ collection: 'forms', limit: 1 })
    const submission = await api('POST', '/form-submissions', {
      body: { form: docs[0].id, submissionData: [{ field: 'email', value: 'x@example.my' }] },
    })
    expect(submission.status).toBe(403)
    expect((await payload.count({ collection: 'form-submissions' })).totalDocs).toBe(0)
  })
})

describe('when the mail server is down', () => {
  it('keeps the submission, retries, and delivers once the server is back', async () => {
    await smtp.stop()
    const email = unique('down')
    let jobId: number | string | undefined
    try {
      const res = await api('POST', '/contact', {
        body: { name: 'Patient Visitor', email, message: 'Is anyone there?' },
      })
      expect(res.status).toBe(201)
      const id = res.body.doc.id
      expect(await payload.findByID({ collection: 'contact', id })).toMatchObject({ email })

      await runEmailJobs()
      const failed = await deliveriesOf('contact', id)
      expect(failed.map((d) => [d.status, d.attempts])).toEqual([
        ['retrying', 1],
        ['retrying', 1],
      ])
      expect(failed[0].lastError).toMatch(/ECONNREFUSED|connect/i)

      // The job waits for its next try (a minute later) instead of being dropped.
      const { docs: jobs } = await payload.find({
        collection: 'payload-jobs',
        where: {
          'input.collection': { equals: 'contact' },
          'input.id': { equals: id },
          queue: { equals: EMAIL_QUEUE },
        },
      })
      expect(jobs).toHaveLength(1)
      expect(jobs[0].completedAt).toBeFalsy()
      expect(jobs[0].hasError).toBeFalsy()
      expect(new Date(jobs[0].waitUntil!).getTime()).toBeGreaterThan(Date.now())
      jobId = jobs[0].id

      await smtp.start()
      await payload.jobs.runByID({ id: jobId, silent: true })
      expect(smtp.to(email)).toHaveLength(1)
      const delivered = await deliveriesOf('contact', id)
      expect(delivered.map((d) => [d.status, d.attempts, d.lastError ?? null])).toEqual([
        ['sent', 2, null],
        ['sent', 2, null],
      ])
    } finally {
      await smtp.start().catch(() => undefined)
    }
  })

  it('gives up after its last attempt and marks the e-mails failed for staff to see', async () => {
    await smtp.stop()
    try {
      const email = unique('gives-up')
      const res = await api('POST', '/contact', {
        body: { name: 'Unlucky', email, message: 'Hello, anybody?' },
      })
      const id = res.body.doc.id
      await runEmailJobs()
      const { docs: jobs } = await payload.find({
        collection: 'payload-jobs',
        where: { 'input.collection': { equals: 'contact' }, 'input.id': { equals: id } },
      })
      for (let attempt = 2; attempt <= EMAIL_ATTEMPTS; attempt++) {
        await payload.jobs.runByID({ id: jobs[0].id, silent: true })
      }
      const deliveries = await deliveriesOf('contact', id)
      expect(deliveries.map((d) => [d.status, d.attempts])).toEqual([
        ['failed', EMAIL_ATTEMPTS],
        ['failed', EMAIL_ATTEMPTS],
      ])
      // An admin sees them; nobody else does.
      const admin = await createStaff(payload, 'admin')
      const editor = await createStaff(payload, 'editor')
      const listed = await api('GET', '/email-deliveries?where[status][equals]=failed', {
        token: admin.token,
      })
      expect(listed.body.docs.map((d: { to: string }) => d.to)).toContain(email)
      expect((await api('GET', '/email-deliveries', { token: editor.token })).status).toBe(403)
      expect((await api('GET', '/email-deliveries')).status).toBe(403)
    } finally {
      await smtp.start()
    }
  })
})

describe('privacy notice', () => {
  it('records the notice version each submission was sent under, whatever the browser said', async () => {
    const res = await api('POST', '/contact', {
      body: {
        name: 'Careful Visitor',
        email: unique('pdpa'),
        message: 'Privacy question here.',
        privacyNoticeVersion: 'forged',
      },
    })
    expect(res.status).toBe(201)
    const stored = await payload.findByID({ collection: 'contact', id: res.body.doc.id })
    expect(stored.privacyNoticeVersion).toBe(PRIVACY_NOTICE.version)
  })
})

describe('a privacy notice seeded before payments and certificates', () => {
  it('gains their section and a new version; one staff edited is left alone', async () => {
    const current = await payload.findGlobal({ slug: 'privacy-notice' })
    const first = PRIVACY_NOTICE.sections.filter(
      (s) => s.headingEnglish !== 'Payments and certificates',
    )
    const rerun = async () => {
      await payload.delete({
        collection: 'seed-runs',
        where: { step: { equals: 'privacy-notice-payments-v1' } },
      })
      await runSeeds(payload)
      return payload.findGlobal({ slug: 'privacy-notice' })
    }
    try {
      await payload.updateGlobal({
        slug: 'privacy-notice',
        data: { ...PRIVACY_NOTICE, version: '2026-11', sections: first },
      })
      const upgraded = await rerun()
      expect(upgraded.version).toBe(PRIVACY_NOTICE.version)
      expect(upgraded.sections?.map((s) => s.headingEnglish)).toContain('Payments and certificates')

      const edited = first.map((s, i) =>
        i === 0 ? { ...s, textEnglish: `${s.textEnglish} Edited.` } : s,
      )
      await payload.updateGlobal({
        slug: 'privacy-notice',
        data: { ...PRIVACY_NOTICE, version: '2026-11', sections: edited },
      })
      expect((await rerun()).version).toBe('2026-11')
    } finally {
      await payload.updateGlobal({ slug: 'privacy-notice', data: current })
    }
  })
})
