/**
 * Bank statements: imported with a saved format, matched, and accepted into payments. The
 * same statement (or an overlapping one) imported twice, or by two admins at once, stores
 * each line once; a line accepted twice, or by two admins at once, records its payment once.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  bankDay,
  createStatementFormat,
  isoBankDay,
  statementCsv,
  type CreditRow,
} from './helpers/payments'
import { multipart } from './helpers/multipart'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: string
let editor: string

const importFile = async (token: string, formatId: number, csv: string, name = 'stmt.csv') =>
  api('POST', '/dashboard/statements', {
    token,
    ...(await multipart(
      { mapping: String(formatId) },
      { name, type: 'text/csv', bytes: new TextEncoder().encode(csv) },
    )),
  })

const registrationOf = (id: number) =>
  payload.findByID({ collection: 'registrations', id, depth: 0 })

const referenceOf = async (id: number) => (await registrationOf(id)).reference!

const paymentsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { registration: { equals: id } },
      depth: 0,
      pagination: false,
    })
  ).docs

const linesOf = async (importId: number) =>
  (
    await payload.find({
      collection: 'statement-lines',
      where: { statementImport: { equals: importId } },
      sort: 'date',
      depth: 0,
      pagination: false,
    })
  ).docs

const decide = (lineId: number, body: Record<string, unknown>, token = admin) =>
  api('POST', `/dashboard/statement-lines/${lineId}/decision`, { token, body })

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = (await createStaff(payload, 'admin')).token
  editor = (await createStaff(payload, 'editor')).token
})

describe('who may import and decide', () => {
  it('admins only: anonymous and editors are refused, and nothing is stored', async () => {
    const format = await createStatementFormat(payload)
    const csv = statementCsv([{ date: bankDay(6), description: 'x', credit: '10.00' }])
    const before = (await payload.count({ collection: 'statement-lines' })).totalDocs
    for (const token of [undefined, editor]) {
      const res = await api('POST', '/dashboard/statements', {
        token,
        ...(await multipart(
          { mapping: String(format.id) },
          { name: 's.csv', type: 'text/csv', bytes: new TextEncoder().encode(csv) },
        )),
      })
      expect([401, 403]).toContain(res.status)
      expect([401, 403]).toContain(
        (await api('POST', '/dashboard/statement-lines/accept-matched', { token, body: {} }))
          .status,
      )
      expect([401, 403]).toContain((await api('GET', '/statement-lines', { token })).status)
      expect([401, 403]).toContain((await api('GET', '/statement-mappings', { token })).status)
      expect([401, 403]).toContain((await api('GET', '/payments', { token })).status)
    }
    expect((await payload.count({ collection: 'statement-lines' })).totalDocs).toBe(before)
  })

  it('a file that does not fit the format is refused with what is missing', async () => {
    const format = await createStatementFormat(payload)
    const res = await importFile(admin, format.id, 'Date,Amount\n01/03/2027,10.00\n')
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toMatch(/Transaction Date/)
    const empty = await api('POST', '/dashboard/statements', {
      token: admin,
      ...(await multipart({ mapping: String(format.id) })),
    })
    expect(empty.status).toBe(400)
    expect(empty.body.errors[0].message).toBe('Choose the bank statement file (CSV) to import.')
  })
})

describe('importing', () => {
  it('matches by reference, proposes by amount and payer, and leaves the rest for a person', async () => {
    const paid = await submitRegistration(['Ali'], { organization: 'Syarikat Alpha Sdn Bhd' })
    const proposed = await submitRegistration(['Siti', 'Ravi', 'Mei'], {
      organization: 'Beta Holdings Berhad',
    })
    const format = await createStatementFormat(payload)
    const rows: CreditRow[] = [
      {
        date: bankDay(5),
        description: 'IBG CREDIT',
        reference: (await referenceOf(paid)).toLowerCase().replace(/-/g, ' '),
        credit: '3,750.00',
        sender: 'SYARIKAT ALPHA SDN BHD',
      },
      {
        date: bankDay(4),
        description: 'DUITNOW',
        credit: '7875.00',
        sender: 'BETA HOLDINGS BHD',
      },
      { date: bankDay(4), description: 'RENTAL', debit: '500.00' },
      { date: bankDay(3), description: 'UNKNOWN TRANSFER', credit: '12.34', sender: 'NOBODY' },
    ]
    const res = await importFile(admin, format.id, statementCsv(rows))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({ creditLines: 3, newLines: 3, repeatedLines: 0 })
    const lines = await linesOf(res.body.importId)
    expect(lines.map((line) => [line.matchKind, line.amount, line.state])).toEqual([
      ['matched', 3750, 'open'],
      ['proposed', 7875, 'open'],
      ['unmatched', 12.34, 'open'],
    ])
    // Nothing is paid until an admin accepts.
    expect((await registrationOf(paid)).paymentState).toBe('unpaid')
    expect(await paymentsOf(paid)).toEqual([])

    const accepted = await decide(lines[0].id, { action: 'accept', confirm: true })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(await registrationOf(paid)).toMatchObject({
      paymentState: 'paid',
      amountPaid: 3750,
      status: 'confirmed',
    })
    const [payment] = await paymentsOf(paid)
    expect(payment).toMatchObject({ kind: 'payment', amount: 3750, source: 'bank-line' })

    expect((await decide(lines[1].id, { action: 'accept' })).status).toBe(200)
    // Not asked to confirm: fully paid, still pending.
    expect(await registrationOf(proposed)).toMatchObject({
      paymentState: 'paid',
      status: 'pending',
    })
    expect((await decide(lines[2].id, { action: 'ignore' })).body.doc.state).toBe('ignored')
  })

  it('the same statement twice, an overlapping one, and two admins at once store each line once', async () => {
    const reg = await submitRegistration(['Lee'], { organization: 'Gamma Enterprise' })
    const reference = await referenceOf(reg)
    const format = await createStatementFormat(payload)
    const march: CreditRow[] = [
      { date: bankDay(2), description: `FUND TRANSFER ${reference}`, credit: '1000.00' },
      // Two identical credits on one day are two payments, not one seen twice.
      { date: bankDay(1), description: 'CASH DEPOSIT', credit: '50.00' },
      { date: bankDay(1), description: 'CASH DEPOSIT', credit: '50.00' },
    ]
    const first = await importFile(admin, format.id, statementCsv(march))
    expect(first.body).toMatchObject({ creditLines: 3, newLines: 3 })
    const again = await importFile(admin, format.id, statementCsv(march))
    expect(again.body).toMatchObject({ creditLines: 3, newLines: 0, repeatedLines: 3 })
    // A later statement overlapping the first by two lines brings one new line.
    const overlapping = await importFile(
      admin,
      format.id,
      statementCsv([
        ...march.slice(1),
        { date: bankDay(0), description: `BAKI ${reference}`, credit: '2750.00' },
      ]),
    )
    expect(overlapping.body).toMatchObject({ creditLines: 3, newLines: 1, repeatedLines: 2 })

    // Two admins import a new statement at the same moment.
    const april = statementCsv([
      { date: bankDay(6), description: 'ZAKAT REFUND', credit: '99.00' },
      { date: bankDay(5), description: 'INTEREST', credit: '1.23' },
    ])
    const both = await Promise.all([
      importFile(admin, format.id, april, 'a.csv'),
      importFile(admin, format.id, april, 'b.csv'),
    ])
    expect(both.map((res) => res.status)).toEqual([201, 201])
    expect(both.map((res) => res.body.newLines).sort()).toEqual([0, 2])
    const stored = await payload.count({
      collection: 'statement-lines',
      where: {
        date: { in: [isoBankDay(6), isoBankDay(5)] },
        description: { in: ['ZAKAT REFUND', 'INTEREST'] },
      },
    })
    expect(stored.totalDocs).toBe(2)

    // Each of the two payments of this registration is recorded once, however often accepted.
    const lines = [
      ...(await linesOf(first.body.importId)),
      ...(await linesOf(overlapping.body.importId)),
    ].filter((line) => line.matchKind === 'matched')
    expect(lines).toHaveLength(2)
    const racing = await Promise.all([
      decide(lines[0].id, { action: 'accept' }),
      decide(lines[0].id, { action: 'accept' }),
    ])
    expect(racing.map((res) => res.status).sort()).toEqual([200, 409])
    expect(
      (await api('POST', '/dashboard/statement-lines/accept-matched', { token: admin, body: {} }))
        .status,
    ).toBe(200)
    expect((await decide(lines[1].id, { action: 'accept' })).status).toBe(409)
    const payments = await paymentsOf(reg)
    expect(payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual([1000, 2750])
    expect(await registrationOf(reg)).toMatchObject({ amountPaid: 3750, paymentState: 'paid' })
  })

  it('one transfer for two registrations pays each its due; a wrong amount is partly paid, or overpaid once the admin confirms', async () => {
    const one = await submitRegistration(['A'], { organization: 'Delta Sdn Bhd' })
    const two = await submitRegistration(['B'], { organization: 'Delta Sdn Bhd' })
    const short = await submitRegistration(['C'], { organization: 'Epsilon' })
    const over = await submitRegistration(['D'], { organization: 'Zeta' })
    const format = await createStatementFormat(payload)
    const res = await importFile(
      admin,
      format.id,
      statementCsv([
        {
          date: bankDay(4),
          description: `${await referenceOf(one)} & ${await referenceOf(two)}`,
          credit: '7500.00',
        },
        { date: bankDay(3), description: await referenceOf(short), credit: '1000.00' },
        { date: bankDay(2), description: await referenceOf(over), credit: '4000.00' },
      ]),
    )
    const lines = await linesOf(res.body.importId)
    expect(lines.every((line) => line.matchKind === 'matched')).toBe(true)
    const [pair, shortLine, overLine] = lines
    for (const line of [pair, shortLine]) {
      expect((await decide(line.id, { action: 'accept' })).status).toBe(200)
    }
    // An overpayment waits for the admin's word, and is recorded once given.
    const unconfirmed = await decide(overLine.id, { action: 'accept' })
    expect(unconfirmed.status).toBe(409)
    expect(unconfirmed.body.errors[0].message).toContain('would overpay it by RM 250.00')
    expect(await paymentsOf(over)).toEqual([])
    const confirmed = await decide(overLine.id, { action: 'accept', allowOverpayment: true })
    expect(confirmed.status).toBe(200)
    expect((await registrationOf(one)).paymentState).toBe('paid')
    expect((await registrationOf(two)).paymentState).toBe('paid')
    expect(await registrationOf(short)).toMatchObject({
      paymentState: 'partly_paid',
      amountPaid: 1000,
    })
    expect(await registrationOf(over)).toMatchObject({ paymentState: 'overpaid', amountPaid: 4000 })
  })

  it('an admin assigns an unmatched line by hand; the amounts must add up', async () => {
    const reg = await submitRegistration(['E'], { organization: 'Eta' })
    const format = await createStatementFormat(payload)
    const res = await importFile(
      admin,
      format.id,
      statementCsv([{ date: bankDay(1), description: 'PAYMENT', credit: '3750.00' }]),
    )
    const [line] = await linesOf(res.body.importId)
    expect(line.matchKind).not.toBe('matched')
    const wrong = await decide(line.id, {
      action: 'assign',
      allocations: [{ registrationId: reg, amount: 3000 }],
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors[0].message).toBe('The amounts must add up to the line’s amount.')
    expect(await paymentsOf(reg)).toEqual([])
    const right = await decide(line.id, {
      action: 'assign',
      allocations: [{ registrationId: reg, amount: 3750 }],
    })
    expect(right.status).toBe(200)
    expect((await registrationOf(reg)).paymentState).toBe('paid')
  })
})
