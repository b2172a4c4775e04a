/**
 * Matching without traps, end to end: lines naming a paid or a cancelled registration wait
 * for a person (and are proposed for nobody else), a voided decision is not booked again by
 * "Accept all matched", one account typed two ways is one account, and a long statement is
 * stored once in batches while other work goes on.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { lineFingerprint } from '@/lib/payments/line-fingerprint'
import { parseStatement } from '@/lib/payments/parse-statement'

import { paymentsFor, recordAs, voidAs } from './helpers/ledger'
import { multipart } from './helpers/multipart'
import { testPayload } from './helpers/payload'
import {
  bankDay,
  createStatementFormat,
  statementCsv,
  TEST_MAPPING,
  type CreditRow,
} from './helpers/payments'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: string
let adminId: number
let editor: string

const importFile = async (formatId: number, csv: string, name = 'stmt.csv') =>
  api('POST', '/dashboard/statements', {
    token: admin,
    ...(await multipart(
      { mapping: String(formatId) },
      { name, type: 'text/csv', bytes: new TextEncoder().encode(csv) },
    )),
  })

const decide = (lineId: number, action: 'accept' | 'ignore') =>
  api('POST', `/dashboard/statement-lines/${lineId}/decision`, {
    token: admin,
    body: { action },
  })

const acceptAllMatched = () =>
  api('POST', '/dashboard/statement-lines/accept-matched', { token: admin, body: {} })

const registrationOf = (id: number) =>
  payload.findByID({ collection: 'registrations', id, depth: 0 })

const referenceOf = async (id: number) => (await registrationOf(id)).reference!

const linesOf = async (importId: number) =>
  (
    await payload.find({
      collection: 'statement-lines',
      where: { statementImport: { equals: importId } },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
  ).docs

const lineById = (id: number) => payload.findByID({ collection: 'statement-lines', id, depth: 0 })

// Digits of their own for each run's accounts, so no test meets another's lines.
const accountDigits = () => String(Date.now()).slice(-8) + String(Math.random()).slice(2, 6)

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 10_000 })
  const staff = await createStaff(payload, 'admin')
  admin = staff.token
  adminId = staff.user.id
  editor = (await createStaff(payload, 'editor')).token
})

describe('lines naming a paid or a cancelled registration', () => {
  it('wait for a person: "Accept all matched" books neither, and neither is proposed for another registration', async () => {
    const unique = accountDigits()
    const payer = `Syarikat Delima ${unique} Sdn Bhd`
    const paid = await submitRegistration(['A'], { organization: payer })
    const cancelled = await submitRegistration(['B'], { organization: payer })
    const owing = await submitRegistration(['C'], { organization: payer })
    const plain = await submitRegistration(['D'], { organization: `Plain ${unique}` })
    expect((await recordAs(admin, paid, { amount: 3750 })).status).toBe(201)
    await payload.update({
      collection: 'registrations',
      id: cancelled,
      data: { status: 'cancelled' },
    })
    const rows: CreditRow[] = [
      {
        date: bankDay(3),
        description: `IBG CREDIT ${await referenceOf(paid)} 2 PAX`,
        credit: '3750.00',
        sender: payer.toUpperCase(),
      },
      {
        date: bankDay(3),
        description: 'IBG CREDIT',
        credit: '3750.00',
        // Some banks show the recipient reference in the payer column.
        sender: `${await referenceOf(cancelled)} SYARIKAT DELIMA ${unique}`,
      },
      {
        date: bankDay(2),
        description: `FUND TRANSFER ${await referenceOf(plain)}`,
        credit: '3750.00',
      },
    ]
    const format = await createStatementFormat(payload, `Maybank ${accountDigits()}`)
    const res = await importFile(format.id, statementCsv(rows))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const lines = await linesOf(res.body.importId)
    expect(lines.map((line) => line.matchKind)).toEqual([
      'already_paid',
      'cancelled_registration',
      'matched',
    ])
    for (const line of lines.slice(0, 2)) {
      const match = line.match as { allocations: unknown[]; candidates: unknown[] }
      expect(match.allocations).toEqual([])
      expect(match.candidates).toHaveLength(1)
    }

    const accepted = await acceptAllMatched()
    expect(accepted.status).toBe(200)
    expect(accepted.body.recorded).toBeGreaterThanOrEqual(1)
    const [paidLine, cancelledLine, plainLine] = await Promise.all(
      lines.map((line) => lineById(line.id)),
    )
    expect(paidLine).toMatchObject({ state: 'open', matchKind: 'already_paid' })
    expect(cancelledLine).toMatchObject({ state: 'open', matchKind: 'cancelled_registration' })
    expect(plainLine).toMatchObject({ state: 'recorded' })
    expect((await paymentsFor(payload, paid)).map((p) => p.source)).toEqual(['manual'])
    expect(await paymentsFor(payload, cancelled)).toEqual([])
    expect(await paymentsFor(payload, owing)).toEqual([])
    expect(await registrationOf(plain)).toMatchObject({ paymentState: 'paid', amountPaid: 3750 })
    // Accepting one by hand finds nothing to book either: a person assigns or ignores it.
    const byHand = await decide(paidLine.id, 'accept')
    expect(byHand.status).toBe(400)
  })
})

describe('decided lines', () => {
  it('say who decided and when, lose it when their payment is voided, and are not booked again by "Accept all matched"', async () => {
    const reg = await submitRegistration(['E'], { organization: `Epsilon ${accountDigits()}` })
    const format = await createStatementFormat(payload, `CIMB ${accountDigits()}`)
    const res = await importFile(
      format.id,
      statementCsv([
        { date: bankDay(1), description: `DUITNOW ${await referenceOf(reg)}`, credit: '3750.00' },
        { date: bankDay(1), description: 'INTEREST', credit: '0.42' },
      ]),
    )
    const [line, interest] = await linesOf(res.body.importId)
    expect(line.matchKind).toBe('matched')
    const decided = await decide(line.id, 'accept')
    expect(decided.status).toBe(200)
    expect((await decide(interest.id, 'ignore')).status).toBe(200)

    // The dashboard's list of decided lines: Payload's REST, admins only.
    const query = `/statement-lines?where[statementImport][equals]=${res.body.importId}&where[state][in]=recorded,ignored&sort=-decidedAt&depth=1`
    const listed = await api('GET', query, { token: admin })
    expect(listed.status).toBe(200)
    expect(
      listed.body.docs.map((doc: { state: string; decidedBy: { id: number } }) => [
        doc.state,
        doc.decidedBy.id,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['recorded', adminId],
        ['ignored', adminId],
      ]),
    )
    expect(listed.body.docs.every((doc: { decidedAt: string }) => doc.decidedAt)).toBe(true)
    expect([401, 403]).toContain((await api('GET', query, { token: editor })).status)

    const [payment] = await paymentsFor(payload, reg)
    expect((await voidAs(admin, payment.id, 'Booked to the wrong registration')).status).toBe(200)
    expect(await lineById(line.id)).toMatchObject({
      state: 'open',
      matchKind: 'matched',
      decidedAt: null,
      decidedBy: null,
    })
    const accepted = await acceptAllMatched()
    expect(accepted.body.needsReview).toBeGreaterThanOrEqual(1)
    expect(await lineById(line.id)).toMatchObject({ state: 'open' })
    expect((await paymentsFor(payload, reg)).filter((p) => !p.voidedAt)).toEqual([])
    // Set aside, so no later test's "Accept all matched" meets it once its registration is gone.
    const setAside = await decide(line.id, 'ignore')
    expect(setAside.status).toBe(200)
  })
})

describe('one account typed two ways', () => {
  it('imports a statement once, through either format', async () => {
    const digits = accountDigits()
    const spaced = await createStatementFormat(
      payload,
      `Maybank ${digits.slice(0, 4)} ${digits.slice(4, 8)} ${digits.slice(8)}`,
    )
    const plain = await createStatementFormat(payload, `MAYBANK ${digits}`)
    const csv = statementCsv([
      { date: bankDay(2), description: 'CASH DEPOSIT', credit: '50.00' },
      { date: bankDay(2), description: 'CASH DEPOSIT', credit: '50.00' },
      { date: bankDay(1), description: 'ZAKAT REFUND', credit: '99.00' },
    ])
    const first = await importFile(spaced.id, csv)
    expect(first.body).toMatchObject({ creditLines: 3, newLines: 3, repeatedLines: 0 })
    const second = await importFile(plain.id, csv)
    expect(second.body).toMatchObject({ creditLines: 3, newLines: 0, repeatedLines: 3 })
    expect(await linesOf(second.body.importId)).toEqual([])
  })

  it('recognises a line stored before accounts were compared by their digits', async () => {
    const digits = accountDigits()
    const typedBefore = `Public Bank ${digits.slice(0, 6)}-${digits.slice(6)}`
    await createStatementFormat(payload, typedBefore)
    const format = await createStatementFormat(payload, `Public Bank ${digits}`)
    const csv = statementCsv([
      { date: bankDay(4), description: 'OLD CREDIT', credit: '12.00', sender: 'SOMEONE' },
      { date: bankDay(4), description: 'NEW CREDIT', credit: '13.00', sender: 'SOMEONE' },
    ])
    const [old] = parseStatement(csv, TEST_MAPPING).lines
    await payload.create({
      collection: 'statement-lines',
      data: {
        fingerprint: lineFingerprint(typedBefore, old, 0),
        date: old.date,
        amount: 12,
        payer: old.payer,
        description: old.description,
        matchKind: 'unmatched',
        state: 'open',
      },
    })
    const res = await importFile(format.id, csv)
    expect(res.body).toMatchObject({ creditLines: 2, newLines: 1, repeatedLines: 1 })
    expect((await linesOf(res.body.importId)).map((line) => line.description)).toEqual([
      'NEW CREDIT',
    ])
  })
})

describe('a long statement', () => {
  it('stores 5,000 lines once, while another import and public reads go on', async () => {
    const format = await createStatementFormat(payload, `RHB ${accountDigits()}`)
    const count = 5_000
    const rows: CreditRow[] = Array.from({ length: count }, (_, index) => ({
      date: bankDay(index % 7),
      description: `TRANSFER ${index} FROM CUSTOMER`,
      // Cents no registration owes, so nothing is proposed.
      credit: `${10 + (index % 90)}.${String(1 + (index % 98)).padStart(2, '0')}`,
      sender: `PAYER ${index % 300}`,
    }))
    const csv = statementCsv(rows)

    const loopDelay = monitorEventLoopDelay({ resolution: 10 })
    let importing = true
    const readTimes: number[] = []
    const reads = (async () => {
      while (importing) {
        const started = performance.now()
        expect((await api('GET', '/blog?limit=1')).status).toBe(200)
        readTimes.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    loopDelay.enable()
    const started = performance.now()
    const big = importFile(format.id, csv, 'year.csv')
    // A small statement of another account, imported meanwhile, does not wait for the whole
    // long one: the imports' lock is held a batch at a time.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const smallFormat = await createStatementFormat(payload, `RHB ${accountDigits()}`)
    const smallStarted = performance.now()
    const small = await importFile(
      smallFormat.id,
      statementCsv([{ date: bankDay(1), description: 'SMALL ONE', credit: '1.00' }]),
    )
    const smallSeconds = (performance.now() - smallStarted) / 1000
    const res = await big
    const seconds = (performance.now() - started) / 1000
    importing = false
    loopDelay.disable()
    await reads
    expect(small.body).toMatchObject({ newLines: 1 })
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(201)
    expect(res.body).toMatchObject({ creditLines: count, newLines: count, repeatedLines: 0 })
    const stored = await payload.find({
      collection: 'statement-lines',
      where: { statementImport: { equals: res.body.importId } },
      pagination: false,
      depth: 0,
      select: { fingerprint: true },
    })
    expect(stored.docs).toHaveLength(count)
    expect(new Set(stored.docs.map((doc) => doc.fingerprint)).size).toBe(count)
    const summary = await payload.findByID({
      collection: 'statement-imports',
      id: res.body.importId,
      depth: 0,
    })
    expect(summary).toMatchObject({ creditLines: count, newLines: count })

    const againStarted = performance.now()
    const again = await importFile(format.id, csv, 'year-again.csv')
    const againSeconds = (performance.now() - againStarted) / 1000
    expect(again.body).toMatchObject({ creditLines: count, newLines: 0, repeatedLines: count })

    const slowestRead = Math.max(...readTimes)
    console.info(
      `statement import: ${count} lines stored in ${seconds.toFixed(1)} s; ` +
        `imported again (all repeated) in ${againSeconds.toFixed(1)} s; ` +
        `a 1-line import meanwhile took ${smallSeconds.toFixed(1)} s; ` +
        `${readTimes.length} public reads meanwhile, slowest ${slowestRead.toFixed(0)} ms; ` +
        `event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, ` +
        `max ${(loopDelay.max / 1e6).toFixed(0)} ms`,
    )
  }, 600_000)
})
