import { APIError, NotFound, ValidationError, type PayloadRequest } from 'payload'

import { startOfMalaysianDay } from '@/lib/malaysia-calendar-date'
import { refuseEntry } from '@/lib/payments/ledger'
import { paymentDateProblem } from '@/lib/payments/payment-date'
import type { PaymentMethod } from '@/lib/payments/payment-methods'
import { toRinggit, toSen } from '@/lib/pricing'
import type { Payment } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'

import { issuePaymentDocument } from './documents/issue-payment-document'
import { holdRegistration } from './hold-registration'
import { figuresOf, paymentsOf, settleRegistration, type Settlement } from './settle-registration'

export type PaymentEntry = {
  registrationId: number
  kind: 'payment' | 'refund'
  amountSen: number
  /** The bank's day, YYYY-MM-DD. */
  paidOn: string
  source: Payment['source']
  method?: PaymentMethod
  bankReference?: string | null
  statementLineId?: number
  slipId?: number
  note?: string | null
  /** Confirm the registration too if this payment settles it. */
  confirm?: boolean
  allowOverpayment?: boolean
  /** Why a cancelled registration takes this payment. */
  overrideReason?: string | null
}

export type Recorded = Settlement & { payment: Payment; document: { id: number; number: string } }

const refusePaidOn = (message: string): never => {
  throw new ValidationError({ collection: 'payments', errors: [{ path: 'paidOn', message }] })
}

// All or nothing, under the registration's row lock. The caller has checked the admin role.
export const recordPayment = (req: PayloadRequest, entry: PaymentEntry): Promise<Recorded> =>
  inTransaction(req, async () => {
    if (!(await holdRegistration(req, entry.registrationId))) throw new NotFound(req.t)
    const registration = await req.payload.findByID({
      collection: 'registrations',
      id: entry.registrationId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const dateProblem = paymentDateProblem(entry.paidOn, {
      registeredAt: new Date(registration.createdAt),
      now: new Date(),
    })
    if (dateProblem) refusePaidOn(dateProblem)
    const standing = figuresOf(registration, await paymentsOf(req, registration.id))
    const refusal = refuseEntry({
      kind: entry.kind,
      amountSen: entry.amountSen,
      totalSen: toSen(registration.totalAmount ?? 0),
      netSen: standing.netSen,
      cancelled: registration.status === 'cancelled',
      overrideReason: entry.overrideReason,
      overpaymentConfirmed: entry.allowOverpayment,
    })
    if (refusal) throw new APIError(refusal.message, refusal.status, { code: refusal.code }, true)

    const payment = await req.payload.create({
      collection: 'payments',
      data: {
        registration: entry.registrationId,
        kind: entry.kind,
        amount: toRinggit(entry.amountSen),
        paidOn: startOfMalaysianDay(entry.paidOn)!.toISOString(),
        source: entry.source,
        method: entry.method ?? 'bank-transfer',
        bankReference: entry.bankReference ?? null,
        statementLine: entry.statementLineId ?? null,
        slip: entry.slipId ?? null,
        note: entry.note ?? null,
        overrideReason: entry.overrideReason ?? null,
        recordedBy: actingUserId(req),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const settled = await settleRegistration(req, registration, {
      confirm: entry.confirm,
      recorded: [payment.id],
      // A payment recorded is what checking a waiting slip leads to.
      ...(entry.kind === 'payment' ? { alsoSet: { slipWaiting: false } } : {}),
    })
    const document = await issuePaymentDocument(req, {
      payment,
      registration: settled.registration,
      paidBeforeSen: settled.before.netSen,
      paidAfterSen: settled.after.netSen,
    })
    await recordAudit(req, {
      action: entry.kind === 'refund' ? 'refund-recorded' : 'payment-recorded',
      query: { collection: 'payments', id: payment.id, registration: registration.id },
      details: {
        amountSen: entry.amountSen,
        paidOn: entry.paidOn,
        source: entry.source,
        method: payment.method,
        document: document.number,
        ...(entry.overrideReason ? { overrideReason: entry.overrideReason } : {}),
        ...(entry.allowOverpayment ? { overpaymentConfirmed: true } : {}),
        before: ledgerSummary(settled.before),
        after: ledgerSummary(settled.after),
      },
    })
    return { ...settled, payment, document }
  })

export const ledgerSummary = (figures: Settlement['after']) => ({
  netSen: figures.netSen,
  state: figures.state,
  paidAt: figures.paidAt,
})
