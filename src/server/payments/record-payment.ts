import { APIError, NotFound, type PayloadRequest } from 'payload'

import { startOfMalaysianDay } from '@/lib/malaysia-calendar-date'
import { toRinggit } from '@/lib/pricing'
import type { Payment } from '@/payload-types'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { readById } from '@/server/read-by-id'

import { holdRegistration } from './hold-registration'
import { settleRegistration, type Settlement } from './settle-registration'

export type PaymentEntry = {
  registrationId: number
  kind: 'payment' | 'refund'
  amountSen: number
  /** The bank's day, YYYY-MM-DD. */
  paidOn: string
  source: Payment['source']
  statementLineId?: number
  slipId?: number
  note?: string | null
  /** Confirm the registration too if this payment settles it. */
  confirm?: boolean
}

/** The bank's day as the start of that day in Malaysia. */
const dayAsDate = (day: string): string => {
  const start = startOfMalaysianDay(day)
  if (!start) throw new APIError('Give the payment’s date as YYYY-MM-DD.', 400)
  return start.toISOString()
}

/**
 * Records one payment or refund and settles its registration, all or nothing, inside the
 * request's transaction (joined when it has one). The caller has checked the admin role.
 */
export const recordPayment = (req: PayloadRequest, entry: PaymentEntry): Promise<Settlement> =>
  inTransaction(req, async () => {
    if (!(await holdRegistration(req, entry.registrationId))) throw new NotFound(req.t)
    await req.payload.create({
      collection: 'payments',
      data: {
        registration: entry.registrationId,
        kind: entry.kind,
        amount: toRinggit(entry.amountSen),
        paidOn: dayAsDate(entry.paidOn),
        source: entry.source,
        statementLine: entry.statementLineId ?? null,
        slip: entry.slipId ?? null,
        note: entry.note ?? null,
        recordedBy: actingUserId(req),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return settleRegistration(req, entry.registrationId, { confirm: entry.confirm })
  })

/** Voids a payment entered by mistake (it no longer counts) and settles its registration. */
export const voidPayment = (req: PayloadRequest, paymentId: number): Promise<Settlement> =>
  inTransaction(req, async () => {
    const payment = await readById(req, 'payments', paymentId)
    const registrationId =
      typeof payment.registration === 'object' ? payment.registration.id : payment.registration
    await holdRegistration(req, registrationId)
    if (!payment.voidedAt) {
      await req.payload.update({
        collection: 'payments',
        id: paymentId,
        data: {
          voidedAt: new Date().toISOString(),
          voidedBy: actingUserId(req),
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    return settleRegistration(req, registrationId)
  })
