/**
 * A payer's data in payments goes with their registration's: when the contact asks to be
 * erased their bank slips are deleted, the bank lines that paid it lose the payer's name and
 * words, the receipt loses their name, and their payment link stops working; the amounts,
 * dates, references and receipt numbers stay. Bank lines past the registrations' retention
 * period lose the same, paid by a registration or not.
 */
import { readdir } from 'node:fs/promises'

import type { Payload } from 'payload'
import { PDFParse } from 'pdf-parse'
import PDFDocument from 'pdfkit'
import { beforeAll, describe, expect, it } from 'vitest'

import { paymentLinkFor } from '@/lib/payments/payment-link'
import { slipUploadPath } from '@/lib/payments/payment-link-url'
import { ANONYMISED_TEXT } from '@/lib/privacy/anonymised-values'
import { paymentPageView } from '@/server/payments/payment-page'
import { applyRetention } from '@/server/privacy/apply-retention'
import { paymentSlipsDirectory } from '@/server/storage/payment-slips'

import { bankDay, createStatementFormat, statementCsv } from './helpers/payments'
import { multipart } from './helpers/multipart'
import { testPayload } from './helpers/payload'
import { api } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: string

const pdf = (): Promise<Uint8Array> =>
  new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A6' })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.text('Transfer of RM 3,750.00 from Farah Lim')
    doc.end()
  })

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = (await createStaff(payload, 'admin')).token
})

describe('a payer asks to be erased', () => {
  it('takes their slips, their name on bank lines and the receipt, and their link', async () => {
    const email = 'farah@privacy-payments.test'
    const id = await submitRegistration(['Farah Lim'], {
      contactName: 'Farah Lim',
      contactEmail: email,
      organization: 'Syarikat Privasi',
    })
    const registration = await payload.findByID({ collection: 'registrations', id })
    const link = paymentLinkFor(payload.secret, id, new Date(registration.createdAt))
    const uploaded = await api('POST', slipUploadPath(link).replace(/^\/api/, ''), {
      ...(await multipart({}, { name: 'slip.pdf', type: 'application/pdf', bytes: await pdf() })),
    })
    expect(uploaded.status).toBe(201)
    const [slip] = (
      await payload.find({ collection: 'payment-slips', where: { registration: { equals: id } } })
    ).docs
    expect(await readdir(paymentSlipsDirectory())).toContain(slip.filename)

    const format = await createStatementFormat(payload)
    const imported = await api('POST', '/dashboard/statements', {
      token: admin,
      ...(await multipart(
        { mapping: String(format.id) },
        {
          name: 'stmt.csv',
          type: 'text/csv',
          bytes: new TextEncoder().encode(
            statementCsv([
              {
                date: bankDay(6),
                description: `FARAH LIM ${registration.reference}`,
                credit: '3750.00',
                sender: 'FARAH LIM',
              },
            ]),
          ),
        },
      )),
    })
    const [line] = (
      await payload.find({
        collection: 'statement-lines',
        where: { statementImport: { equals: imported.body.importId } },
      })
    ).docs
    expect(
      (
        await api('POST', `/dashboard/statement-lines/${line.id}/decision`, {
          token: admin,
          body: { action: 'accept' },
        })
      ).status,
    ).toBe(200)

    const erased = await api('POST', '/personal-data/erase', { token: admin, body: { email } })
    expect(erased.status).toBe(200)

    expect(
      (
        await payload.count({
          collection: 'payment-slips',
          where: { registration: { equals: id } },
        })
      ).totalDocs,
    ).toBe(0)
    expect(await readdir(paymentSlipsDirectory())).not.toContain(slip.filename)
    const lineAfter = await payload.findByID({ collection: 'statement-lines', id: line.id })
    expect(lineAfter).toMatchObject({ payer: null, description: ANONYMISED_TEXT, amount: 3750 })
    const [receipt] = (
      await payload.find({
        collection: 'official-receipts',
        where: { registration: { equals: id } },
      })
    ).docs
    expect(receipt).toMatchObject({
      amount: 3750,
      reference: registration.reference,
      document: {
        party: { contactName: ANONYMISED_TEXT, address: '' },
        participants: ['Participant 1'],
        payment: { bankReference: ANONYMISED_TEXT },
      },
    })
    expect(receipt.anonymisedAt).toBeTruthy()
    // The PDF as issued named them: it is drawn again without them.
    const { text } = await new PDFParse({ data: Buffer.from(receipt.pdf!, 'base64') }).getText()
    expect(text).toContain(receipt.number)
    expect(text).not.toContain(registration.contactName)
    expect(text).not.toContain(registration.participants![0].name)
    expect((await payload.findByID({ collection: 'registrations', id })).amountPaid).toBe(3750)
    const view = await paymentPageView(payload, id, String(link.expiresAt), link.signature)
    expect(view.link).toBe('forged')
  })
})

describe('retention', () => {
  it('takes the payer’s name and words off bank lines past the registrations’ period', async () => {
    const format = await createStatementFormat(payload)
    const imported = await api('POST', '/dashboard/statements', {
      token: admin,
      ...(await multipart(
        { mapping: String(format.id) },
        {
          name: 'old.csv',
          type: 'text/csv',
          bytes: new TextEncoder().encode(
            statementCsv([
              {
                date: bankDay(5),
                description: 'FROM A STRANGER',
                credit: '5.00',
                sender: 'JOHN DOE',
              },
            ]),
          ),
        },
      )),
    })
    const result = await applyRetention(payload, new Date(Date.now() + 100 * 365 * 86_400_000))
    expect(result.bankLines).toBeGreaterThanOrEqual(1)
    const [line] = (
      await payload.find({
        collection: 'statement-lines',
        where: { statementImport: { equals: imported.body.importId } },
      })
    ).docs
    expect(line).toMatchObject({ payer: null, description: ANONYMISED_TEXT, amount: 5 })
    expect(line.anonymisedAt).toBeTruthy()
  })
})
