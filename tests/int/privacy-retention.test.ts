/**
 * The nightly retention job on PostgreSQL through Payload's job queue: what is old enough is
 * anonymised (records, their e-mails and e-mail copies past their own period), what is not
 * is left alone, figures and seats stay, a second run changes nothing, the legal-hold switch
 * and staff's periods are obeyed, the schedule queues it, and only admins see the settings.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { APPLY_RETENTION, applyRetentionTask } from '@/jobs/apply-retention'
import { MAINTENANCE_QUEUE } from '@/jobs/maintenance-task'
import { ANONYMISED_EMAIL, ANONYMISED_TEXT } from '@/lib/privacy/anonymised-values'
import { DEFAULT_RETENTION, retentionCutoff } from '@/lib/privacy/retention'
import { seatSummary } from '@/server/workshop/seat-summary'

import { runEmailJobsFor } from './helpers/email-jobs'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { submitInquiry, submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let adminToken: string
let editorToken: string
const smtp = new CapturingSmtpServer()
const ids = { oldInquiry: 0, newInquiry: 0, oldRegistration: 0, newRegistration: 0 }

const monthsAgo = (months: number, extraDays = 0) => {
  const date = retentionCutoff(new Date(), months)
  date.setUTCDate(date.getUTCDate() - extraDays)
  return date.toISOString()
}

/** Moves a record and its e-mails back in time (Payload always stamps "now"). */
const age = async (table: 'contact' | 'registrations', id: number, createdAt: string) => {
  await payload.db.drizzle.execute(
    sql`update ${sql.identifier(table)} set created_at = ${createdAt} where id = ${id}`,
  )
  await ageEmails(table, id, createdAt)
}
const ageEmails = async (table: 'contact' | 'registrations', id: number, createdAt: string) => {
  await payload.db.drizzle.execute(
    sql`update email_deliveries set created_at = ${createdAt}
        where submission_collection = ${table} and submission_id = ${id}`,
  )
}

const deliveriesOf = async (collection: 'contact' | 'registrations', id: number) =>
  (
    await payload.find({
      collection: 'email-deliveries',
      where: { submissionCollection: { equals: collection }, submissionId: { equals: id } },
      depth: 0,
    })
  ).docs

/** Queues the task and runs the maintenance queue, as the server's schedule does. */
const runRetentionJob = async () => {
  const job = await payload.jobs.queue({
    task: APPLY_RETENTION,
    queue: MAINTENANCE_QUEUE,
    input: {},
  })
  const result = await payload.jobs.run({ queue: MAINTENANCE_QUEUE, silent: true })
  expect(result.jobStatus?.[String(job.id)]?.status).toBe('success')
}

/** Saves the settings as an admin, or as whoever `as` names (undefined: anonymous). */
const saveSettings = (
  data: Record<string, unknown>,
  as: { token?: string } = { token: adminToken },
) => api('POST', '/globals/privacy-settings', { token: as.token, body: data })

const auditCount = async () =>
  (
    await payload.count({
      collection: 'audit-log',
      where: { action: { equals: 'retention-anonymisation' } },
    })
  ).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  await smtp.start()
  await resetWorkshop(payload, { capacity: 1000 })
  adminToken = (await createStaff(payload, 'admin')).token
  editorToken = (await createStaff(payload, 'editor')).token
  await saveSettings({ ...DEFAULT_RETENTION })

  ids.oldInquiry = await submitInquiry({ name: 'Old Enquirer', email: 'old@retention.test' })
  ids.newInquiry = await submitInquiry({ name: 'New Enquirer', email: 'new@retention.test' })
  ids.oldRegistration = await submitRegistration(['Old One', 'Old Two', 'Old Three'], {
    organization: 'Old Org',
    contactName: 'Old Contact',
    contactEmail: 'oldreg@retention.test',
  })
  ids.newRegistration = await submitRegistration(['New One'], {
    organization: 'New Org',
    contactName: 'New Contact',
    contactEmail: 'newreg@retention.test',
  })
  await api('PATCH', `/registrations/${ids.oldRegistration}`, {
    token: adminToken,
    body: { status: 'confirmed' },
  })
  await runEmailJobsFor(payload, 'contact', [ids.oldInquiry, ids.newInquiry])
  await runEmailJobsFor(payload, 'registrations', [ids.oldRegistration, ids.newRegistration])

  // Just past and just inside each default period (24 months, 84 months).
  await age('contact', ids.oldInquiry, monthsAgo(24, 1))
  await age('contact', ids.newInquiry, monthsAgo(23))
  await age('registrations', ids.oldRegistration, monthsAgo(84, 1))
  await age('registrations', ids.newRegistration, monthsAgo(83))
  // The newer inquiry's e-mail copies are past their own 12 months; the newer registration's
  // are not.
  await ageEmails('contact', ids.newInquiry, monthsAgo(13))
  await ageEmails('registrations', ids.newRegistration, monthsAgo(11))
})

afterAll(async () => {
  await saveSettings({ ...DEFAULT_RETENTION })
  await smtp.stop()
})

describe('privacy settings', () => {
  it('are read and changed by admins only', async () => {
    for (const token of [undefined, editorToken]) {
      const read = await api('GET', '/globals/privacy-settings', { token })
      expect(read.status, `read as ${token ? 'editor' : 'anonymous'}`).toBe(403)
      const write = await saveSettings({ inquiryMonths: 1 }, { token })
      expect(write.status, `write as ${token ? 'editor' : 'anonymous'}`).toBe(403)
    }
    const read = await api('GET', '/globals/privacy-settings', { token: adminToken })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject(DEFAULT_RETENTION)
  })

  it('refuse periods out of bounds', async () => {
    for (const inquiryMonths of [0, 241]) {
      const res = await saveSettings({ inquiryMonths })
      expect(res.status).toBe(400)
    }
    expect(
      (await api('GET', '/globals/privacy-settings', { token: adminToken })).body,
    ).toMatchObject(DEFAULT_RETENTION)
  })
})

describe('the retention job', () => {
  it('anonymises what is past its period and leaves the rest', async () => {
    const seatsBefore = (await seatSummary(payload))?.taken
    const registrationBefore = await payload.findByID({
      collection: 'registrations',
      id: ids.oldRegistration,
    })
    const audits = await auditCount()

    await runRetentionJob()

    const oldInquiry = await payload.findByID({ collection: 'contact', id: ids.oldInquiry })
    expect(oldInquiry).toMatchObject({ name: ANONYMISED_TEXT, email: ANONYMISED_EMAIL })
    expect(oldInquiry.anonymisedAt).toBeTruthy()
    const newInquiry = await payload.findByID({ collection: 'contact', id: ids.newInquiry })
    expect(newInquiry).toMatchObject({ name: 'New Enquirer', email: 'new@retention.test' })
    expect(newInquiry.anonymisedAt).toBeFalsy()

    const oldRegistration = await payload.findByID({
      collection: 'registrations',
      id: ids.oldRegistration,
    })
    expect(oldRegistration).toMatchObject({
      contactName: ANONYMISED_TEXT,
      contactEmail: ANONYMISED_EMAIL,
      organization: 'Old Org',
      reference: registrationBefore.reference,
      status: 'confirmed',
      participantCount: 3,
      totalAmount: registrationBefore.totalAmount,
      createdAt: registrationBefore.createdAt,
    })
    expect(oldRegistration.participants?.map((p) => p.name)).toEqual([
      'Participant 1',
      'Participant 2',
      'Participant 3',
    ])
    expect(oldRegistration.anonymisedAt).toBeTruthy()
    const newRegistration = await payload.findByID({
      collection: 'registrations',
      id: ids.newRegistration,
    })
    expect(newRegistration.contactEmail).toBe('newreg@retention.test')
    expect(newRegistration.participants?.map((p) => p.name)).toEqual(['New One'])

    // Anonymised registrations still hold their seats.
    expect((await seatSummary(payload))?.taken).toBe(seatsBefore)

    // E-mails: those of anonymised records, and copies past their own 12 months.
    for (const [collection, id] of [
      ['contact', ids.oldInquiry],
      ['registrations', ids.oldRegistration],
      ['contact', ids.newInquiry],
    ] as const) {
      const deliveries = await deliveriesOf(collection, id)
      expect(deliveries.length).toBeGreaterThan(0)
      for (const delivery of deliveries) {
        expect(delivery).toMatchObject({ to: ANONYMISED_TEXT, html: null, text: null })
        // What happened to it stays for the delivery figures.
        expect(delivery.status).toBe('sent')
      }
    }
    for (const delivery of await deliveriesOf('registrations', ids.newRegistration)) {
      expect(delivery.anonymisedAt).toBeFalsy()
      expect(delivery.to).not.toBe(ANONYMISED_TEXT)
    }

    expect(await auditCount()).toBe(audits + 1)
    const [entry] = (
      await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'retention-anonymisation' } },
        sort: '-createdAt',
        limit: 1,
      })
    ).docs
    expect(entry).toMatchObject({ userId: null, userEmail: null, ip: null })
    expect(entry.details).toMatchObject({ inquiries: 1, registrations: 1 })
  })

  it('changes nothing when run again', async () => {
    const snapshot = async () =>
      JSON.stringify([
        await payload.findByID({ collection: 'contact', id: ids.oldInquiry }),
        await payload.findByID({ collection: 'registrations', id: ids.oldRegistration }),
        await deliveriesOf('contact', ids.oldInquiry),
      ])
    const before = await snapshot()
    const audits = await auditCount()
    await runRetentionJob()
    expect(await snapshot()).toBe(before)
    expect(await auditCount()).toBe(audits)
  })

  it('does nothing while automatic anonymisation is off (legal hold)', async () => {
    const held = await submitInquiry({ name: 'Held Person', email: 'held@retention.test' })
    await age('contact', held, monthsAgo(30))
    expect((await saveSettings({ enabled: false })).status).toBe(200)
    await runRetentionJob()
    expect((await payload.findByID({ collection: 'contact', id: held })).email).toBe(
      'held@retention.test',
    )
    expect((await saveSettings({ enabled: true })).status).toBe(200)
    await runRetentionJob()
    expect((await payload.findByID({ collection: 'contact', id: held })).email).toBe(
      ANONYMISED_EMAIL,
    )
  })

  it('follows the periods staff set', async () => {
    const recent = await submitInquiry({ name: 'Seven Months', email: 'seven@retention.test' })
    await age('contact', recent, monthsAgo(7))
    await runRetentionJob()
    expect((await payload.findByID({ collection: 'contact', id: recent })).anonymisedAt).toBeFalsy()
    expect((await saveSettings({ inquiryMonths: 6 })).status).toBe(200)
    await runRetentionJob()
    expect(
      (await payload.findByID({ collection: 'contact', id: recent })).anonymisedAt,
    ).toBeTruthy()
    // The newer inquiry (23 months) is now past 6 months too.
    expect(
      (await payload.findByID({ collection: 'contact', id: ids.newInquiry })).anonymisedAt,
    ).toBeTruthy()
  })
})

describe('the schedule', () => {
  it('queues one run for the next night on the maintenance queue, and no second one', async () => {
    // Another test file may already have looked at the queue (the upload sweep's schedule
    // queues this task's next run too): start from none waiting.
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: APPLY_RETENTION }, completedAt: { exists: false } },
    })
    const first = await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    const queued = first.queued.filter((q) => q.taskConfig?.slug === APPLY_RETENTION)
    expect(queued).toHaveLength(1)
    expect(queued[0].scheduleConfig.cron).toBe(applyRetentionTask.schedule?.[0]?.cron)
    expect(queued[0].scheduleConfig.cron).toBe('0 3 * * *')
    const waitUntil = queued[0].waitUntil as Date
    expect(waitUntil.getTime()).toBeGreaterThan(Date.now())
    expect(waitUntil.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
    expect([waitUntil.getHours(), waitUntil.getMinutes()]).toEqual([3, 0])

    const second = await payload.jobs.handleSchedules({ queue: MAINTENANCE_QUEUE })
    expect(second.queued.filter((q) => q.taskConfig?.slug === APPLY_RETENTION)).toHaveLength(0)

    // Not due yet: running the queue now leaves it waiting.
    await payload.jobs.run({ queue: MAINTENANCE_QUEUE, silent: true })
    const waiting = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: APPLY_RETENTION }, completedAt: { exists: false } },
    })
    expect(waiting.docs).toHaveLength(1)
    await payload.delete({ collection: 'payload-jobs', id: waiting.docs[0].id })
  })
})
