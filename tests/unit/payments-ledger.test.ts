import { describe, expect, it } from 'vitest'

import { ledgerFigures, refuseEntry, type LedgerEntry } from '@/lib/payments/ledger'
import {
  PAID_ON_FUTURE,
  PAID_ON_NOT_A_DATE,
  paidOnTooEarly,
  paymentDateProblem,
} from '@/lib/payments/payment-date'

const entry = (
  kind: LedgerEntry['kind'],
  amountSen: number,
  recordedAt: string,
  voided = false,
): LedgerEntry => ({ kind, amountSen, recordedAt, voided })

describe('a registration’s figures from its ledger', () => {
  const total = 787_500
  it('count only what stands, and date "paid" from the entry that covered the total', () => {
    const entries = [
      entry('payment', 300_000, '2027-03-01T01:00:00.000Z'),
      entry('payment', 487_500, '2027-03-02T01:00:00.000Z'),
    ]
    expect(ledgerFigures(total, entries)).toEqual({
      paidSen: 787_500,
      refundedSen: 0,
      netSen: 787_500,
      state: 'paid',
      paidAt: '2027-03-02T01:00:00.000Z',
    })
    // The settling payment voided: partly paid again, no paid date.
    entries[1].voided = true
    expect(ledgerFigures(total, entries)).toMatchObject({
      netSen: 300_000,
      state: 'partly_paid',
      paidAt: null,
    })
    // Paid again later: the new payment dates it.
    entries.push(entry('payment', 487_500, '2027-03-05T01:00:00.000Z'))
    expect(ledgerFigures(total, entries).paidAt).toBe('2027-03-05T01:00:00.000Z')
  })

  it('a refund takes it below the total: no paid date; all of it refunded reads "refunded"', () => {
    const entries = [
      entry('payment', total, '2027-03-01T00:00:00.000Z'),
      entry('refund', 100, '2027-03-02T00:00:00.000Z'),
    ]
    expect(ledgerFigures(total, entries)).toMatchObject({ state: 'partly_paid', paidAt: null })
    entries[1].amountSen = total
    expect(ledgerFigures(total, entries)).toMatchObject({ state: 'refunded', netSen: 0 })
  })
})

describe('what the ledger refuses', () => {
  const base = { totalSen: 375_000, netSen: 0, cancelled: false }
  it('a refund over the net paid', () => {
    expect(refuseEntry({ ...base, kind: 'refund', amountSen: 1_000_000 })).toMatchObject({
      status: 409,
      code: 'refund-over-paid',
      message: 'Nothing has been paid for this registration, so there is nothing to refund.',
    })
    expect(
      refuseEntry({ ...base, netSen: 100_000, kind: 'refund', amountSen: 100_001 })?.message,
    ).toBe('A refund cannot be more than what was paid, net of earlier refunds: RM 1,000.00.')
    expect(refuseEntry({ ...base, netSen: 100_000, kind: 'refund', amountSen: 100_000 })).toBeNull()
  })

  it('a payment on a cancelled registration, unless a reason is given', () => {
    const cancelled = { ...base, cancelled: true, kind: 'payment' as const, amountSen: 100 }
    expect(refuseEntry(cancelled)?.code).toBe('cancelled')
    expect(refuseEntry({ ...cancelled, overrideReason: '   ' })?.code).toBe('cancelled')
    expect(refuseEntry({ ...cancelled, overrideReason: 'Reinstated by phone' })).toBeNull()
    // Refunding a cancelled registration is what cancelling leads to.
    expect(refuseEntry({ ...cancelled, netSen: 100, kind: 'refund' })).toBeNull()
  })

  it('an overpayment until the admin confirms it, naming how much over', () => {
    const paid = { ...base, netSen: 375_000, kind: 'payment' as const, amountSen: 375_000 }
    expect(refuseEntry(paid)).toMatchObject({
      code: 'overpayment',
      message:
        'This registration is already fully paid (RM 3,750.00). Recording RM 3,750.00 would overpay it by RM 3,750.00. Confirm to record it anyway.',
    })
    expect(refuseEntry({ ...paid, overpaymentConfirmed: true })).toBeNull()
    expect(refuseEntry({ ...base, kind: 'payment', amountSen: 375_000 })).toBeNull()
    expect(
      refuseEntry({ ...base, netSen: 100_000, kind: 'payment', amountSen: 300_000 })?.message,
    ).toBe(
      'RM 1,000.00 of RM 3,750.00 is paid. Recording RM 3,000.00 would overpay it by RM 250.00. Confirm to record it anyway.',
    )
  })
})

describe('a payment’s bank day', () => {
  const registeredAt = new Date('2027-03-10T02:00:00Z')
  const now = new Date('2027-03-20T16:30:00Z') // 00:30 on 21 Mar in Malaysia
  it('is a real day, not after today in Malaysia, not more than 7 days before registering', () => {
    const problem = (day: string) => paymentDateProblem(day, { registeredAt, now })
    expect(problem('2027-03-21')).toBeNull()
    expect(problem('2027-03-22')).toBe(PAID_ON_FUTURE)
    expect(problem('9999-12-31')).toBe(PAID_ON_FUTURE)
    expect(problem('2027-03-03')).toBeNull()
    expect(problem('2027-03-02')).toBe(paidOnTooEarly('10 Mar 2027'))
    expect(problem('1900-01-01')).toBe(paidOnTooEarly('10 Mar 2027'))
    for (const bad of ['2027-02-30', '2027-3-1', 'yesterday', '']) {
      expect(problem(bad)).toBe(PAID_ON_NOT_A_DATE)
    }
  })
})
