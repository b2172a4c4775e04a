/**
 * Payments entered by hand, and the official receipt each one gets: numbered from a gap-free
 * sequence, e-mailed to the payer as a PDF that says the number and the amount.
 */
import type { Payload } from 'payload'
import { PDFParse } from 'pdf-parse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { AMOUNT_REQUIRED, PAID_ON_REQUIRED } from '@/lib/validation/payments'

import { sendEmailsOf } from './helpers/email-jobs'
import { recordAs, todayInMalaysia } from './helpers/ledger'
import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { CapturingSmtpServer } from './helpers/smtp'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: string
let editor: string
const smtp = new CapturingSmtpServer()

const payAs = recordAs
const pay = (id: number, body: Record<string, unknown>) => payAs(admin, id, body)

const receiptsOf = async (id: number) =>
  (
    await payload.find({
      collection: 'official-receipts',
      where: { registration: { equals: id } },
      sort: 'sequence',
      depth: 0,
    })
  ).docs

const pdfText = async (content: Buffer) => (await new PDFParse({ data: content }).getText()).text

beforeAll(async () => {
  payload = await testPayload()
  await smtp.start()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = (await createStaff(payload, 'admin')).token
  editor = (await createStaff(payload, 'editor')).token
})

afterAll(() => smtp.stop())

describe('a payment entered by hand', () => {
  it('is for admins only, and refused with the form’s messages when malformed', async () => {
    const reg = await submitRegistration(['A'], {})
    for (const token of [undefined, editor]) {
      expect([401, 403]).toContain((await payAs(token, reg, { amount: 10 })).status)
    }
    const bad = await pay(reg, { amount: -5, paidOn: 'yesterday' })
    expect(bad.status).toBe(400)
    expect(fieldErrors(bad.body)).toMatchObject({
      amount: AMOUNT_REQUIRED,
      paidOn: PAID_ON_REQUIRED,
    })
    expect((await pay(reg, { amount: 1.005 })).status).toBe(400)
    expect((await pay(99_999_999, { amount: 10 })).status).toBe(404)
    const stored = await payload.count({
      collection: 'payments',
      where: { registration: { equals: reg } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('a part payment, the rest, then a refund: the state follows; a voided payment stops counting', async () => {
    const reg = await submitRegistration(['A', 'B'], {})
    const part = await pay(reg, { amount: 2500, note: 'First half' })
    expect(part.status, JSON.stringify(part.body)).toBe(201)
    expect(part.body.doc).toMatchObject({ paymentState: 'partly_paid', amountPaid: 2500 })
    const rest = await pay(reg, { amount: 5000, confirm: true })
    expect(rest.body).toMatchObject({
      becamePaid: true,
      doc: { paymentState: 'paid', amountPaid: 7500, status: 'confirmed' },
    })
    const extra = await pay(reg, { amount: 100, allowOverpayment: true })
    expect(extra.body.doc.paymentState).toBe('overpaid')
    const [wrong] = (
      await payload.find({
        collection: 'payments',
        where: { registration: { equals: reg }, amount: { equals: 100 } },
      })
    ).docs
    const voidBody = { reason: 'Typed twice' }
    expect(
      (await api('POST', `/dashboard/payments/${wrong.id}/void`, { token: editor, body: voidBody }))
        .status,
    ).toBe(403)
    const undone = await api('POST', `/dashboard/payments/${wrong.id}/void`, {
      token: admin,
      body: voidBody,
    })
    expect(undone.body.doc).toMatchObject({ paymentState: 'paid', amountPaid: 7500 })
    // Voided, never deleted or edited, even by an admin: the record says who did what.
    expect((await api('DELETE', `/payments/${wrong.id}`, { token: admin })).status).toBe(403)
    expect(
      (await api('PATCH', `/payments/${wrong.id}`, { token: admin, body: { amount: 1 } })).status,
    ).toBe(403)
    const kept = await payload.findByID({ collection: 'payments', id: wrong.id })
    expect(kept).toMatchObject({ amount: 100 })
    expect(kept.voidedAt).toBeTruthy()
    expect(kept.voidedBy).toBeTruthy()
    expect(kept.recordedBy).toBeTruthy()
    const refund = await pay(reg, { kind: 'refund', amount: 7500 })
    expect(refund.body.doc).toMatchObject({ paymentState: 'refunded', amountPaid: 0 })
    // A receipt for each payment received (the voided one's cancelled), a refund note for the refund.
    const receipts = await receiptsOf(reg)
    expect(receipts.map((r) => Boolean(r.cancelledAt))).toEqual([false, false, true])
  })
})

describe('the official receipt', () => {
  it('fully paid: one e-mail to the payer with the PDF, whose text names the number and the amount', async () => {
    const email = 'payer@receipts.test'
    const [y, m, d] = todayInMalaysia().split('-').map(Number)
    const paidOnText = `${d} ${new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${y}`
    const reg = await submitRegistration(['Hafiz', 'Nurul', 'Kumar'], { contactEmail: email })
    await sendEmailsOf(payload, 'registrations', reg)
    const acknowledgements = smtp.to(email).length
    expect((await pay(reg, { amount: 7875 })).body.becamePaid).toBe(true)
    const [receipt] = await receiptsOf(reg)
    expect(receipt.number).toMatch(/^OR-\d{6}$/)
    await sendEmailsOf(payload, 'registrations', reg)
    // A refund issues a refund note, which is not e-mailed as a receipt.
    await pay(reg, { kind: 'refund', amount: 10 })
    await sendEmailsOf(payload, 'registrations', reg).catch(() => undefined)

    const mails = smtp.to(email).slice(acknowledgements)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toContain(receipt.number)
    expect(mail.attachments).toHaveLength(1)
    const [pdf] = mail.attachments
    expect(pdf.contentType).toBe('application/pdf')
    expect(pdf.filename).toBe(`official-receipt-${receipt.number}.pdf`)
    const text = await pdfText(pdf.content)
    expect(text).toContain(receipt.number)
    expect(text).toContain('RM 7,875.00')
    expect(text).toContain('Total (incl. SST 8%)')
    expect(text).toContain(paidOnText)
    expect(text).toContain('Kumar')

    // Admins download the same receipt; nobody else can.
    const path = `/dashboard/official-receipts/${receipt.id}/pdf`
    expect([401, 403]).toContain((await api('GET', path, { token: editor })).status)
    const download = await api('GET', path, { token: admin })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
  })

  it('receipts paid at the same moment take consecutive numbers, none twice, none skipped', async () => {
    const regs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submitRegistration([`Racer ${i}`], {})),
    )
    const before =
      (await payload.find({ collection: 'official-receipts', sort: '-sequence', limit: 1 })).docs[0]
        ?.sequence ?? 0
    // A refused payment among them takes no number.
    const answers = await Promise.all([
      ...regs.map((id) => pay(id, { amount: 3750 })),
      pay(regs[0], { amount: 1, paidOn: 'not a date' }),
    ])
    expect(answers.slice(0, 6).map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201])
    const { docs } = await payload.find({
      collection: 'official-receipts',
      where: { sequence: { greater_than: before } },
      sort: 'sequence',
      pagination: false,
    })
    expect(docs.map((doc) => doc.sequence)).toEqual([1, 2, 3, 4, 5, 6].map((n) => before + n))
    expect(new Set(docs.map((doc) => doc.registration)).size).toBe(6)
  })
})
