/**
 * An erasure (an admin's, or the nightly retention run) racing the e-mail job of the same
 * person, each order forced on purpose: the job held by the mail server half-way through a
 * send, or by a lock on the table it writes, while the erasure comes. Whatever the order,
 * once the erasure has answered nothing about the person is held or sent, and the pool has
 * all its connections back. Also: a job whose row is deleted while it runs, and a
 * transaction nobody finishes, never keep a connection.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { SEND_SUBMISSION_EMAILS } from '@/lib/email/email-job'
import { applyRetention } from '@/server/privacy/apply-retention'

import {
  expectPoolAtRest,
  waitUntilBlockedOnLock,
  withOwnConnection,
} from './helpers/database-waits'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { submitInquiry } from './helpers/submissions'

let payload: Payload
let adminToken: string
const smtp = new CapturingSmtpServer()

beforeAll(async () => {
  payload = await testPayload()
  await smtp.start()
  adminToken = (await createStaff(payload, 'admin')).token
})
afterAll(async () => {
  await smtp.stop()
})

const someone = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@race.test`

const jobOf = async (inquiryId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: SEND_SUBMISSION_EMAILS } },
          { 'input.collection': { equals: 'contact' } },
          { 'input.id': { equals: inquiryId } },
        ],
      },
      limit: 1,
      depth: 0,
    })
  ).docs[0]

/** Runs the inquiry's e-mail job alone, as the queue would; settles with its error if any. */
const runJobOf = async (inquiryId: number): Promise<unknown> => {
  const job = await jobOf(inquiryId)
  expect(job, `the e-mail job of inquiry ${inquiryId}`).toBeDefined()
  return payload.jobs.runByID({ id: job.id, silent: true }).then(
    () => null,
    (error: unknown) => error,
  )
}

const erase = (email: string) =>
  api('POST', '/personal-data/erase', { token: adminToken, body: { email } })

const heldAbout = async (email: string) =>
  (await api('GET', `/personal-data?email=${encodeURIComponent(email)}`, { token: adminToken }))
    .body.totalDocs

const deliveriesOf = async (inquiryId: number) =>
  (
    await payload.find({
      collection: 'email-deliveries',
      where: { submissionCollection: { equals: 'contact' }, submissionId: { equals: inquiryId } },
      sort: 'templateIndex',
      depth: 0,
    })
  ).docs

/** Tracks a promise without awaiting it, to show it has not settled yet. */
const track = <T>(promise: Promise<T>) => {
  const state = { settled: false, promise }
  void promise.finally(() => (state.settled = true))
  return state
}

/** Messages that reached the mail server after `count` had, naming the address. */
const mentionedAfter = (count: number, email: string) =>
  smtp.messages.slice(count).filter((mail) => smtp.mentioning(email).includes(mail))

const CONTACT_UPDATE = 'update "contact"%'

describe('an erasure and the e-mail job of the same person', () => {
  it('erased first: the job finds nobody, stores nothing and sends nothing', async () => {
    const email = someone('first')
    const id = await submitInquiry({ name: 'Siti Dahulu', email })

    expect((await erase(email)).status).toBe(200)
    expect(await runJobOf(id)).toBeNull()

    expect(smtp.mentioning(email)).toEqual([])
    expect(await deliveriesOf(id)).toEqual([])
    expect(await heldAbout(email)).toBe(0)
    // The job ran to its end and was removed as done, not deleted under it.
    expect(await jobOf(id)).toBeUndefined()
    expectPoolAtRest(payload)
  })

  it('the job storing its e-mails when the erasure comes: the erasure waits, then cancels them', async () => {
    const email = someone('storing')
    const id = await submitInquiry({ name: 'Siti Menyimpan', email })

    await withOwnConnection(async (blocker) => {
      // Holds the job as it writes its e-mails, with the inquiry's row in its hands.
      await blocker.query('begin')
      await blocker.query('lock table email_deliveries in share mode')
      const job = track(runJobOf(id))
      await waitUntilBlockedOnLock('insert into "email_deliveries"%')
      const erasure = track(erase(email))
      await waitUntilBlockedOnLock(CONTACT_UPDATE)
      expect(erasure.settled).toBe(false)
      expect(job.settled).toBe(false)
      await blocker.query('commit')

      expect((await erasure.promise).status).toBe(200)
      const received = smtp.messages.length
      expect(await job.promise).toBeNull()
      expect(mentionedAfter(received, email)).toEqual([])
    })

    const deliveries = await deliveriesOf(id)
    expect(deliveries).toHaveLength(2)
    expect(deliveries.every((delivery) => delivery.anonymisedAt)).toBe(true)
    expect(JSON.stringify(deliveries)).not.toContain(email)
    expect(await heldAbout(email)).toBe(0)
    expectPoolAtRest(payload)
  })

  it('a send in flight when the erasure comes: the erasure waits for it, the rest never goes', async () => {
    const email = someone('sending')
    const id = await submitInquiry({ name: 'Siti Menghantar', email })

    const held = smtp.holdNext()
    const job = track(runJobOf(id))
    // The staff notice (Reply-To: her address) is on the wire; the mail server has not answered.
    expect((await held.arrived).replyTo?.text).toBe(email)
    const erasure = track(erase(email))
    await waitUntilBlockedOnLock(CONTACT_UPDATE)
    expect(erasure.settled).toBe(false)

    held.release()
    expect((await erasure.promise).status).toBe(200)
    const received = smtp.messages.length
    expect(await job.promise).toBeNull()

    expect(mentionedAfter(received, email)).toEqual([])
    const deliveries = await deliveriesOf(id)
    expect(deliveries.map((delivery) => [delivery.to, Boolean(delivery.anonymisedAt)])).toEqual([
      ['[anonymised]', true],
      ['[anonymised]', true],
    ])
    // The notice that was on the wire went, and is on record as sent.
    expect(deliveries[0].status).toBe('sent')
    expect(await heldAbout(email)).toBe(0)
    expectPoolAtRest(payload)
  })
})

describe('a job whose row is deleted while it runs', () => {
  it('20 times in a row: each failed write rolls back, the pool stays whole, the API answers', async () => {
    for (let round = 0; round < 20; round++) {
      const id = await submitInquiry({ name: 'Ahmad Dipadam', email: someone(`deleted-${round}`) })
      const job = await jobOf(id)
      const held = smtp.holdNext()
      const run = track(runJobOf(id))
      await held.arrived
      // Its task is half-way; its row goes. Writing the task's log then fails (foreign key).
      await payload.delete({ collection: 'payload-jobs', id: job.id })
      held.release()
      expect(await run.promise).toBeInstanceOf(Error)
      expectPoolAtRest(payload)
    }
    expect((await api('GET', '/videos')).status).toBe(200)
    expect((await api('GET', '/health')).body).toMatchObject({
      status: 'ok',
      transactions: { open: 0 },
    })
  })
})

describe('a transaction nobody finishes', () => {
  it('is ended by PostgreSQL, rolled back, and its connection leaves the pool', async () => {
    const adapter = payload.db as unknown as PostgresAdapter
    const warn = vi.spyOn(payload.logger, 'warn')
    const id = String(await payload.db.beginTransaction())
    // The pool's own bound is a minute; this one transaction gets a short one.
    await adapter.sessions[id].db.execute(sql`set local idle_in_transaction_session_timeout = 300`)
    const open = await api('GET', '/health')
    expect(open.body.transactions.open).toBe(1)

    await vi.waitFor(() => expect(adapter.sessions[id]).toBeUndefined(), { timeout: 15_000 })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Reclaimed a database connection'))
    await expect(payload.db.commitTransaction(id)).rejects.toThrow(/connection .* was lost/)
    expectPoolAtRest(payload)
    const health = await api('GET', '/health')
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ status: 'ok', database: { reachable: true } })
    warn.mockRestore()
  })
})

describe('the nightly retention run and a send in flight', () => {
  it('waits for the send; nothing about the person goes after it', async () => {
    const email = someone('retention')
    const id = await submitInquiry({ name: 'Siti Lama', email })
    const held = smtp.holdNext()
    const job = track(runJobOf(id))
    await held.arrived

    // Far enough ahead that every stored record is past its retention.
    const retention = track(applyRetention(payload, new Date(Date.now() + 20 * 365 * 86_400_000)))
    await waitUntilBlockedOnLock(CONTACT_UPDATE)
    expect(retention.settled).toBe(false)
    held.release()
    await retention.promise
    const received = smtp.messages.length
    expect(await job.promise).toBeNull()

    expect(mentionedAfter(received, email)).toEqual([])
    const stored = await payload.findByID({ collection: 'contact', id })
    expect(stored.anonymisedAt).toBeTruthy()
    expect(JSON.stringify(await deliveriesOf(id))).not.toContain(email)
    expectPoolAtRest(payload)
  })
})
