import { describe, expect, it } from 'vitest'

import { ApiError } from '@/lib/dashboard/api-error'
import { AMOUNT_REQUIRED, PAID_ON_REQUIRED } from '@/lib/validation/payments'
import {
  documentPdfUrl,
  documentRowsOf,
  documentsByPayment,
  documentSelect,
  documentState,
  type DocumentSummary,
} from '@/components/admin/dashboard/payments/document-rows'
import {
  amountHint,
  checkedPayment,
  EMPTY_PAYMENT_DRAFT,
  OVERRIDE_REASON_REQUIRED,
  paymentOf,
  type PaymentDraft,
} from '@/components/admin/dashboard/payments/payment-draft'
import {
  answerTo,
  isAnsweredRefusal,
  refusalOf,
} from '@/components/admin/dashboard/payments/payment-refusal'
import { voidedRegistration } from '@/components/admin/dashboard/payments/void-answer'
import { isLinePayment, voidWording } from '@/components/admin/dashboard/payments/void-wording'
import type { Payment, Registration } from '@/payload-types'

const filled: PaymentDraft = {
  ...EMPTY_PAYMENT_DRAFT,
  amount: 'RM 1,250.50',
  paidOn: '2027-03-03',
  bankReference: '  IBG 77812  ',
  note: '   ',
}

describe('the record payment form', () => {
  it('starts empty: no amount, no day, a payment by bank transfer', () => {
    expect(EMPTY_PAYMENT_DRAFT).toMatchObject({
      kind: 'payment',
      amount: '',
      paidOn: '',
      method: 'bank-transfer',
      bankReference: '',
    })
    const checked = checkedPayment(EMPTY_PAYMENT_DRAFT)
    expect(checked).toEqual({
      ok: false,
      errors: { amount: AMOUNT_REQUIRED, paidOn: PAID_ON_REQUIRED },
    })
  })

  it('sends what was typed, trimmed, with the slip and without blank texts', () => {
    expect(paymentOf(filled, { slip: 9 })).toEqual({
      kind: 'payment',
      amount: 1250.5,
      paidOn: '2027-03-03',
      method: 'bank-transfer',
      bankReference: 'IBG 77812',
      note: undefined,
      slip: 9,
      confirm: true,
      overrideReason: undefined,
    })
    expect(paymentOf({ ...filled, method: 'cheque' }).method).toBe('cheque')
  })

  it('never confirms the registration with a refund', () => {
    expect(paymentOf({ ...filled, kind: 'refund', confirm: true }).confirm).toBe(false)
  })

  it('asks for the reason once the server said the registration is cancelled', () => {
    expect(paymentOf({ ...filled, overrideReason: 'Paid before' }).overrideReason).toBeUndefined()
    const asked = checkedPayment(filled, { reasonAsked: true })
    expect(asked).toEqual({ ok: false, errors: { overrideReason: OVERRIDE_REASON_REQUIRED } })
    const given = checkedPayment(
      { ...filled, overrideReason: ' Paid before the cancellation ' },
      { reasonAsked: true },
    )
    expect(given.ok && given.payment.overrideReason).toBe('Paid before the cancellation')
  })

  it('shows what is owed, or what can be refunded, as a hint and never as the amount', () => {
    const registration = { totalAmount: 7500, amountPaid: 2500 }
    expect(amountHint(registration, 'payment')).toBe('Outstanding: RM 5,000')
    expect(amountHint(registration, 'refund')).toBe('Paid so far: RM 2,500')
    expect(amountHint({ totalAmount: 3750, amountPaid: 3750 }, 'payment')).toBe(
      'Nothing is outstanding.',
    )
    expect(amountHint({ totalAmount: 3750, amountPaid: null }, 'refund')).toBe(
      'Nothing has been paid to refund.',
    )
  })
})

const refused = (status: number, body: unknown) =>
  new ApiError(status, 'Conflict', JSON.stringify(body))

const ledgerRefusal = (code: string, message: string) =>
  refused(409, { errors: [{ message, data: { code } }] })

describe('the ledger’s refusals', () => {
  it('reads the code and the words of a 409', () => {
    const overpay = ledgerRefusal('overpayment', 'Recording RM 100 would overpay it by RM 100.')
    expect(refusalOf(overpay)).toEqual({
      code: 'overpayment',
      message: 'Recording RM 100 would overpay it by RM 100.',
    })
    expect(isAnsweredRefusal(overpay)).toBe(true)
  })

  it('leaves any other failure to the toast and the fields', () => {
    expect(
      refusalOf(refused(409, { errors: [{ message: 'This payment is already voided.' }] })),
    ).toBeNull()
    expect(refusalOf(ledgerRefusal('something-new', 'Another refusal'))).toBeNull()
    expect(
      refusalOf(refused(400, { errors: [{ message: 'x', data: { code: 'cancelled' } }] })),
    ).toBeNull()
    expect(refusalOf(new Error('offline'))).toBeNull()
    expect(refusalOf(new ApiError(409, 'Conflict', 'not json'))).toBeNull()
    expect(isAnsweredRefusal(new Error('offline'))).toBe(false)
  })

  it('turns each code into what the form asks', () => {
    expect(answerTo({ code: 'overpayment', message: 'm1' })).toEqual({
      ask: 'confirm-overpayment',
      message: 'm1',
    })
    expect(answerTo({ code: 'cancelled', message: 'm2' })).toEqual({
      ask: 'override-reason',
      message: 'm2',
    })
    expect(answerTo({ code: 'refund-over-paid', message: 'm3' })).toEqual({
      ask: 'fix-field',
      field: 'amount',
      message: 'm3',
    })
  })
})

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 4,
  registration: 1,
  kind: 'payment',
  amount: 1250,
  paidOn: '2027-03-02T16:00:00.000Z',
  source: 'manual',
  method: 'bank-transfer',
  createdAt: '2027-03-03T01:00:00.000Z',
  updatedAt: '2027-03-03T01:00:00.000Z',
  ...over,
})

describe('voiding', () => {
  it('says what a payment entered by hand leaves behind', () => {
    const wording = voidWording(payment())
    expect(wording.title).toBe('Void this payment?')
    expect(wording.confirmLabel).toBe('Void payment')
    expect(wording.description).toContain('RM 1,250 on Mar 03, 2027')
    expect(wording.description).toContain('official receipt is cancelled')
    expect(voidWording(payment({ kind: 'refund' })).description).toContain('refund note')
  })

  it('says a bank line’s payments go together and the line reopens', () => {
    const line = payment({ source: 'bank-line', statementLine: 12 })
    expect(isLinePayment(line)).toBe(true)
    expect(isLinePayment(payment())).toBe(false)
    expect(voidWording(line).description).toMatch(/voids all the payments recorded from that line/)
    expect(voidWording(line).description).toMatch(/reopens the line/)
  })

  it('follows the registration shown, not the first one a bank line paid', () => {
    const one = { id: 1 } as Registration
    const two = { id: 2 } as Registration
    expect(voidedRegistration({ doc: one, registrations: [one, two] }, 2)).toBe(two)
    expect(voidedRegistration({ doc: two }, 2)).toBe(two)
    expect(voidedRegistration({ doc: one }, 2)).toBeUndefined()
  })
})

const document = (over: Partial<DocumentSummary>): DocumentSummary => ({
  id: 1,
  number: 'OR-000001',
  issuedAt: '2027-03-03T01:00:00.000Z',
  amount: 1250,
  ...over,
})

describe('a registration’s documents', () => {
  it('never reads the stored PDF, and reads the payment only where there is one', () => {
    expect(documentSelect('official-receipts')).not.toHaveProperty('pdf')
    expect(documentSelect('official-receipts')).toHaveProperty('payment', true)
    expect(documentSelect('invoices')).not.toHaveProperty('payment')
  })

  it('lists every kind together, the latest issued first', () => {
    const rows = documentRowsOf({
      'official-receipts': [document({ id: 1, issuedAt: '2027-03-01T00:00:00.000Z' })],
      'refund-notes': [
        document({ id: 1, number: 'RN-000001', issuedAt: '2027-03-05T00:00:00.000Z' }),
      ],
      invoices: undefined,
    })
    expect(rows.map((row) => [row.collection, row.number])).toEqual([
      ['refund-notes', 'RN-000001'],
      ['official-receipts', 'OR-000001'],
    ])
    expect(documentPdfUrl(rows[0])).toBe('/api/dashboard/refund-notes/1/pdf')
  })

  it('says whether each stands, or when and why it was cancelled', () => {
    expect(documentState(document({}))).toBe('Standing')
    expect(
      documentState(
        document({
          cancelledAt: '2027-03-04T02:00:00.000Z',
          cancelReason: 'Payment voided: entered twice',
        }),
      ),
    ).toBe('Cancelled on Mar 04, 2027: Payment voided: entered twice')
  })

  it('finds each payment’s document', () => {
    const rows = documentRowsOf({
      'official-receipts': [document({ id: 1, payment: 4 }), document({ id: 2, number: 'OR-2' })],
      'refund-notes': [document({ id: 3, number: 'RN-000001', payment: { id: 5 } as Payment })],
    })
    const byPayment = documentsByPayment(rows)
    expect(byPayment.get(4)?.number).toBe('OR-000001')
    expect(byPayment.get(5)?.number).toBe('RN-000001')
    expect(byPayment.size).toBe(2)
  })
})
