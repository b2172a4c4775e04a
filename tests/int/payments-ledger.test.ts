/**
 * The payment ledger as a finance officer needs it: refusals that store nothing, voids that
 * undo everything they caused, a receipt (or refund note) for every movement from gap-free
 * sequences, documents stored as issued, and invoices re-issued when the amount changes.
 */
import type { Payload } from 'payload'
import { PDFParse } from 'pdf-parse'
import { beforeAll, describe, expect, it } from 'vitest'

import { CANCELLED_TAKES_NO_PAYMENT } from '@/lib/payments/ledger'
import { PAID_ON_FUTURE, PAID_ON_NOT_A_DATE } from '@/lib/payments/payment-date'
import { paymentLinkFor } from '@/lib/payments/payment-link'
import { AMOUNT_REQUIRED, VOID_REASON_REQUIRED } from '@/lib/validation/payments'

import { download } from './helpers/download'
import { documentsOf, paymentsFor, recordAs, todayInMalaysia, voidAs } from './helpers/ledger'
import { testPayload } from './helpers/payload'
import { api, fieldErrors } from './helpers/rest'
import { createStaff } from './helpers/staff'
import { submitRegistration } from './helpers/submissions'
import { resetWorkshop } from './helpers/workshop'

let payload: Payload
let admin: string
let editor: string

const record = (id: number, body: Record<string, unknown>) => recordAs(admin, id, body)

const daysAgo = (days: number) => {
  const day = new Date(`${todayInMalaysia()}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - days)
  return day.toISOString().slice(0, 10)
}

const pdfText = async (data: Uint8Array) => (await new PDFParse({ data }).getText()).text

const registration = (id: number) => payload.findByID({ collection: 'registrations', id, depth: 0 })

const storedFor = async (id: number) => ({
  payments: (await paymentsFor(payload, id)).length,
  receipts: (await documentsOf(payload, 'official-receipts', id)).length,
  refundNotes: (await documentsOf(payload, 'refund-notes', id)).length,
})

const auditActions = async (since: string) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { createdAt: { greater_than_equal: since } },
      sort: 'createdAt',
      pagination: false,
      depth: 0,
    })
  ).docs.map((entry) => entry.action)

beforeAll(async () => {
  payload = await testPayload()
  await resetWorkshop(payload, { capacity: 1000 })
  admin = (await createStaff(payload, 'admin')).token
  editor = (await createStaff(payload, 'editor')).token
})

describe('what the ledger refuses, storing nothing', () => {
  it('amounts that are zero, negative, fractions of a sen or beyond any fee', async () => {
    const reg = await submitRegistration(['A'], {})
    for (const amount of [0, -5, 1.005, 10_000_001, 'ten']) {
      const res = await record(reg, { amount })
      expect(res.status, String(amount)).toBe(400)
      expect(fieldErrors(res.body).amount).toBe(AMOUNT_REQUIRED)
    }
    expect(await storedFor(reg)).toEqual({ payments: 0, receipts: 0, refundNotes: 0 })
  })

  it('dates that cannot be right: not a day, in the future, long before registering', async () => {
    const reg = await submitRegistration(['A'], {})
    const cases: Array<[string, string | RegExp]> = [
      ['2027-02-30', PAID_ON_NOT_A_DATE],
      ['9999-12-31', PAID_ON_FUTURE],
      [daysAgo(-1), PAID_ON_FUTURE],
      ['1900-01-01', /more than 7 days before the registration was made/],
      [daysAgo(8), /more than 7 days before the registration was made/],
    ]
    for (const [paidOn, message] of cases) {
      const res = await record(reg, { amount: 100, paidOn })
      expect(res.status, paidOn).toBe(400)
      expect(fieldErrors(res.body).paidOn, paidOn).toMatch(message)
    }
    expect(await storedFor(reg)).toEqual({ payments: 0, receipts: 0, refundNotes: 0 })
    // A transfer made a few days before registering is recorded on the bank's day.
    expect((await record(reg, { amount: 100, paidOn: daysAgo(7) })).status).toBe(201)
  })

  it('a refund over what was paid, net of earlier refunds', async () => {
    const reg = await submitRegistration(['A'], {})
    const unpaid = await record(reg, { kind: 'refund', amount: 10_000 })
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.errors[0].message).toBe(
      'Nothing has been paid for this registration, so there is nothing to refund.',
    )
    expect((await record(reg, { amount: 1000 })).status).toBe(201)
    expect((await record(reg, { kind: 'refund', amount: 600 })).status).toBe(201)
    const over = await record(reg, { kind: 'refund', amount: 400.01 })
    expect(over.status).toBe(409)
    expect(over.body.errors[0].message).toBe(
      'A refund cannot be more than what was paid, net of earlier refunds: RM 400.00.',
    )
    expect(await storedFor(reg)).toEqual({ payments: 2, receipts: 1, refundNotes: 1 })
    expect(await registration(reg)).toMatchObject({ amountPaid: 400, paymentState: 'partly_paid' })
  })

  it('a payment on a cancelled registration, unless the admin says why', async () => {
    const reg = await submitRegistration(['A'], {})
    await payload.update({ collection: 'registrations', id: reg, data: { status: 'cancelled' } })
    const refused = await record(reg, { amount: 3750 })
    expect(refused.status).toBe(409)
    expect(refused.body.errors[0].message).toBe(CANCELLED_TAKES_NO_PAYMENT)
    expect(await storedFor(reg)).toEqual({ payments: 0, receipts: 0, refundNotes: 0 })
    const overridden = await record(reg, {
      amount: 3750,
      overrideReason: 'Paid before cancelling; refund to follow',
    })
    expect(overridden.status).toBe(201)
    const [payment] = await paymentsFor(payload, reg)
    expect(payment.overrideReason).toBe('Paid before cancelling; refund to follow')
  })

  it('a second payment on a paid registration until the admin confirms the overpayment', async () => {
    const reg = await submitRegistration(['A'], {})
    expect((await record(reg, { amount: 3750 })).status).toBe(201)
    const again = await record(reg, { amount: 3750 })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toBe(
      'This registration is already fully paid (RM 3,750.00). Recording RM 3,750.00 would overpay it by RM 3,750.00. Confirm to record it anyway.',
    )
    expect(await storedFor(reg)).toMatchObject({ payments: 1, receipts: 1 })
    const confirmed = await record(reg, { amount: 3750, allowOverpayment: true })
    expect(confirmed.status).toBe(201)
    expect(confirmed.body.doc).toMatchObject({ paymentState: 'overpaid', amountPaid: 7500 })
  })

  it('is for admins only, every endpoint of it', async () => {
    const reg = await submitRegistration(['A'], {})
    const paid = await record(reg, { amount: 100 })
    const paymentId = (await paymentsFor(payload, reg))[0].id
    const receipt = (await documentsOf(payload, 'official-receipts', reg))[0]
    const calls: Array<[string, string, unknown?]> = [
      ['POST', `/dashboard/registrations/${reg}/payments`, { amount: 1, kind: 'payment' }],
      ['POST', `/dashboard/payments/${paymentId}/void`, { reason: 'Not mine to void' }],
      ['POST', `/dashboard/registrations/${reg}/invoice`],
      ['POST', `/dashboard/registrations/${reg}/slips-checked`],
      ['GET', `/dashboard/official-receipts/${receipt.id}/pdf`],
    ]
    for (const [method, path, body] of calls) {
      for (const token of [undefined, editor]) {
        const res = await api(method as 'GET' | 'POST', path, { token, body })
        expect([401, 403], `${method} ${path} as ${token ? 'editor' : 'anonymous'}`).toContain(
          res.status,
        )
      }
    }
    expect(paid.status).toBe(201)
    expect(await storedFor(reg)).toMatchObject({ payments: 1, receipts: 1 })
    expect((await payload.findByID({ collection: 'payments', id: paymentId })).voidedAt).toBeFalsy()
  })
})

describe('a void undoes what its payment caused', () => {
  it('the settling payment voided: unpaid again, no paid date, its receipt cancelled; paying again takes a new number', async () => {
    const since = new Date().toISOString()
    const reg = await submitRegistration(['Hafiz', 'Nurul', 'Kumar'], {})
    const paid = await record(reg, { amount: 7875, confirm: true, bankReference: 'IBG 8812' })
    expect(paid.body).toMatchObject({ becamePaid: true, doc: { paymentState: 'paid' } })
    const settled = await registration(reg)
    expect(settled.paidAt).toBeTruthy()
    const [payment] = await paymentsFor(payload, reg)

    expect(fieldErrors((await voidAs(admin, payment.id, '')).body).reason).toBe(
      VOID_REASON_REQUIRED,
    )
    const voided = await voidAs(admin, payment.id, 'Recorded against the wrong registration')
    expect(voided.status, JSON.stringify(voided.body)).toBe(200)
    expect(voided.body.doc).toMatchObject({ paymentState: 'unpaid', amountPaid: 0, paidAt: null })
    expect((await voidAs(admin, payment.id)).status).toBe(409)

    const [cancelled] = await documentsOf(payload, 'official-receipts', reg)
    expect(cancelled.number).toBe(paid.body.document.number)
    expect(cancelled.cancelledAt).toBeTruthy()
    expect(cancelled.cancelledBy).toBeTruthy()
    expect(cancelled.cancelReason).toBe('Payment voided: Recorded against the wrong registration')
    expect((await payload.findByID({ collection: 'payments', id: payment.id })).voidReason).toBe(
      'Recorded against the wrong registration',
    )

    const again = await record(reg, { amount: 7875 })
    expect(again.status).toBe(201)
    expect(again.body.document.number).not.toBe(cancelled.number)
    const receipts = await documentsOf(payload, 'official-receipts', reg)
    expect(receipts.map((r) => Boolean(r.cancelledAt))).toEqual([true, false])
    expect(receipts[1].sequence).toBeGreaterThan(receipts[0].sequence)
    expect((await registration(reg)).paymentState).toBe('paid')

    const actions = await auditActions(since)
    for (const action of [
      'payment-recorded',
      'payment-voided',
      'document-issued',
      'document-cancelled',
    ]) {
      expect(actions).toContain(action)
    }
    const voidEntry = (
      await payload.find({
        collection: 'audit-log',
        where: { action: { equals: 'payment-voided' }, createdAt: { greater_than_equal: since } },
        depth: 0,
      })
    ).docs[0]
    expect(voidEntry.details).toMatchObject({
      reason: 'Recorded against the wrong registration',
      cancelledDocuments: [cancelled.number],
      before: { state: 'paid' },
      after: { state: 'unpaid', paidAt: null },
    })
  })

  it('a refund note for a refund, cancelled with it; a payment that was refunded waits for its refund to be voided first', async () => {
    const reg = await submitRegistration(['A'], {})
    await record(reg, { amount: 3750 })
    const refund = await record(reg, { kind: 'refund', amount: 3750, method: 'bank-transfer' })
    expect(refund.body.doc).toMatchObject({ paymentState: 'refunded', amountPaid: 0 })
    expect(refund.body.document.number).toMatch(/^RN-\d{6}$/)
    const [payment, refundEntry] = await paymentsFor(payload, reg)
    expect((await voidAs(admin, payment.id)).status).toBe(409)
    expect((await voidAs(admin, refundEntry.id)).status).toBe(200)
    const [note] = await documentsOf(payload, 'refund-notes', reg)
    expect(note.cancelledAt).toBeTruthy()
    expect(note.document.relatesTo).toHaveLength(1)
    expect((await registration(reg)).paymentState).toBe('paid')
  })
})

describe('a receipt for every payment', () => {
  it('instalments get one each, showing what is still due', async () => {
    const reg = await submitRegistration(['A', 'B'], {})
    await record(reg, { amount: 2500, method: 'cheque', bankReference: 'CHQ 004512' })
    await record(reg, { amount: 5000 })
    const [first, second] = await documentsOf(payload, 'official-receipts', reg)
    expect(second.sequence).toBe(first.sequence + 1)
    expect(first.document).toMatchObject({ amountSen: 250_000, balanceDueSen: 500_000 })
    expect(second.document).toMatchObject({ paidBeforeSen: 250_000, balanceDueSen: 0 })
    const text = await pdfText(Buffer.from(first.pdf, 'base64'))
    for (const expected of [
      first.number,
      'RM 2,500.00',
      'Ringgit Malaysia Two Thousand Five Hundred Only',
      'Ringgit Malaysia Dua Ribu Lima Ratus Sahaja',
      'RM 5,000.00',
      'Cheque / Cek',
      'CHQ 004512',
      'Sdn. Bhd.',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('20 payments at once take 20 consecutive numbers, none twice, none skipped', async () => {
    const regs = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submitRegistration([`Racer ${i}`], {})),
    )
    const before =
      (await payload.find({ collection: 'official-receipts', sort: '-sequence', limit: 1 })).docs[0]
        ?.sequence ?? 0
    const answers = await Promise.all([
      ...regs.map((id) => record(id, { amount: 1000 })),
      // Refused ones among them take no number.
      record(regs[0], { amount: 1, paidOn: 'not a date' }),
      record(regs[1], { kind: 'refund', amount: 99_999 }),
    ])
    expect(answers.map((res) => res.status)).toEqual([...Array(20).fill(201), 400, 409])
    const { docs } = await payload.find({
      collection: 'official-receipts',
      where: { sequence: { greater_than: before } },
      sort: 'sequence',
      pagination: false,
    })
    expect(docs.map((doc) => doc.sequence)).toEqual(
      Array.from({ length: 20 }, (_, i) => before + i + 1),
    )
    expect(new Set(docs.map((doc) => doc.number)).size).toBe(20)
  })

  it('reprinted after the academy’s particulars and the SST rate change, it is the same bytes', async () => {
    const since = new Date().toISOString()
    const reg = await submitRegistration(['A'], {})
    await record(reg, { amount: 3750 })
    const [receipt] = await documentsOf(payload, 'official-receipts', reg)
    const path = `/dashboard/official-receipts/${receipt.id}/pdf`
    const first = await fetchPdf(path)
    expect(await pdfText(first)).toContain('SST 8%')
    const site = await payload.findGlobal({ slug: 'site' })
    try {
      const changed = await api('POST', '/globals/site', {
        token: admin,
        body: {
          legalName: 'Renamed Academy Sdn. Bhd.',
          address: 'A new address, Cyberjaya',
          sstRatePercent: 6,
        },
      })
      expect(changed.status).toBe(200)
      // An editor cannot change them: the admin-only fields keep their values.
      await api('POST', '/globals/site', { token: editor, body: { legalName: 'Editor Sdn. Bhd.' } })
      expect((await payload.findGlobal({ slug: 'site' })).legalName).toBe(
        'Renamed Academy Sdn. Bhd.',
      )
      const again = await fetchPdf(path)
      expect(Buffer.compare(first, again)).toBe(0)
      // Documents issued from now on print the new particulars.
      await record(reg, { kind: 'refund', amount: 10 })
      const [note] = await documentsOf(payload, 'refund-notes', reg)
      expect(note.document).toMatchObject({
        sstRatePercent: 6,
        issuer: { legalName: 'Renamed Academy Sdn. Bhd.' },
      })
      expect(await auditActions(since)).toContain('delivery-settings-changed')
    } finally {
      await payload.updateGlobal({
        slug: 'site',
        data: {
          legalName: site.legalName,
          address: site.address,
          sstRatePercent: site.sstRatePercent,
        },
      })
    }
  })
})

const fetchPdf = async (path: string) => {
  const res = await download(path, admin)
  expect(res.status).toBe(200)
  return res.bytes
}

describe('invoices', () => {
  it('issued once, the same on every request, re-issued under a new number when a participant is added', async () => {
    const reg = await submitRegistration(['Aminah', 'Badrul'], {})
    const first = await api('POST', `/dashboard/registrations/${reg}/invoice`, { token: admin })
    expect(first.status).toBe(200)
    expect(first.body.doc.number).toMatch(/^INV-\d{6}$/)
    expect(first.body.doc.amount).toBe(7500)
    const same = await api('POST', `/dashboard/registrations/${reg}/invoice`, { token: admin })
    expect(same.body.doc.number).toBe(first.body.doc.number)

    const stored = await registration(reg)
    const added = await api('PATCH', `/registrations/${reg}`, {
      token: admin,
      body: { participants: [...(stored.participants ?? []), { name: 'Chandran' }] },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    // Three people take the three-person rate, as when registering.
    expect(await registration(reg)).toMatchObject({ participantCount: 3, totalAmount: 7875 })
    const [old, current] = await documentsOf(payload, 'invoices', reg)
    expect(old.number).toBe(first.body.doc.number)
    expect(old.cancelledAt).toBeTruthy()
    expect(old.cancelReason).toBe(
      'The registration’s amount changed from RM 7,500.00 to RM 7,875.00.',
    )
    expect(current.cancelledAt).toBeFalsy()
    expect(current.document).toMatchObject({
      amountSen: 787_500,
      relatesTo: [old.number],
      participants: ['Aminah', 'Badrul', 'Chandran'],
    })
    expect(current.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const text = await pdfText(Buffer.from(current.pdf, 'base64'))
    for (const expected of [
      'INVOICE',
      current.number,
      'RM 7,875.00',
      'Maybank Berhad',
      old.number,
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('the payer downloads it, and their receipts, through their own link only', async () => {
    const reg = await submitRegistration(['A'], {})
    const stored = await registration(reg)
    const link = paymentLinkFor(payload.secret, reg, new Date(stored.createdAt))
    const query = `expires=${link.expiresAt}&signature=${link.signature}`
    const invoice = await api('GET', `/payer/${reg}/invoice?${query}`)
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('content-type')).toBe('application/pdf')
    expect(
      (await api('GET', `/payer/${reg}/invoice?expires=${link.expiresAt}&signature=x`)).status,
    ).toBe(404)
    const other = await submitRegistration(['B'], {})
    expect((await api('GET', `/payer/${other}/invoice?${query}`)).status).toBe(404)

    const paid = await record(reg, { amount: 3750 })
    const number = paid.body.document.number
    const receipt = await api('GET', `/payer/${reg}/documents/${number}?${query}`)
    expect(receipt.status).toBe(200)
    expect(receipt.headers.get('content-disposition')).toContain(number)
    // Another registration's receipt is not theirs, whatever the number.
    const otherPaid = await record(other, { amount: 3750 })
    expect(
      (await api('GET', `/payer/${reg}/documents/${otherPaid.body.document.number}?${query}`))
        .status,
    ).toBe(404)
    // A cancelled invoice: the registration cancelled, its invoice goes with it.
    await payload.update({ collection: 'registrations', id: reg, data: { status: 'cancelled' } })
    const [cancelled] = await documentsOf(payload, 'invoices', reg)
    expect(cancelled.cancelReason).toBe('The registration was cancelled.')
    expect((await api('GET', `/payer/${reg}/invoice?${query}`)).status).toBe(409)
  })
})
