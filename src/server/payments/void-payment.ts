import { APIError, type PayloadRequest } from 'payload'

import { formatSen } from '@/lib/payments/sen'
import { toSen } from '@/lib/pricing'
import type { Payment } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { actingUserId } from '@/server/auth/acting-user'
import { inTransaction } from '@/server/database/in-transaction'
import { readById } from '@/server/read-by-id'

import { cancelDocument } from './documents/issue-document'
import { holdRegistration } from './hold-registration'
import { holdLine, reopenLine } from './statement-line-state'
import { ledgerSummary } from './record-payment'
import { paymentsOf, settleRegistration, type Settlement } from './settle-registration'

export const ALREADY_VOIDED = 'This payment is already voided.'
export const refundsExceedPayments = (netSen: number) =>
  `Voiding this would leave more refunded than paid (${formatSen(netSen)}). Void the refund first.`

const registrationIdOf = (payment: Payment) =>
  typeof payment.registration === 'object' ? payment.registration.id : payment.registration

const cancelDocumentOf = async (req: PayloadRequest, payment: Payment, reason: string) => {
  const collection = payment.kind === 'refund' ? 'refund-notes' : 'official-receipts'
  const { docs } = await req.payload.find({
    collection,
    where: { payment: { equals: payment.id }, cancelledAt: { exists: false } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { number: true },
    req,
  })
  if (docs[0]) await cancelDocument(req, collection, docs[0], `Payment voided: ${reason}`)
  return docs[0]?.number ?? null
}

// A bank line's payments are one decision: voiding one voids them all and reopens the line. Its
// receipt or refund note is cancelled, never deleted, so the number stays used.
export const voidPayment = (
  req: PayloadRequest,
  paymentId: number,
  reason: string,
): Promise<Settlement[]> =>
  inTransaction(req, async () => {
    const payment = await readById(req, 'payments', paymentId)
    const lineId =
      typeof payment.statementLine === 'object'
        ? payment.statementLine?.id
        : (payment.statementLine ?? null)
    if (lineId) await holdLine(req, lineId)
    const group = lineId
      ? (
          await req.payload.find({
            collection: 'payments',
            where: { statementLine: { equals: lineId }, voidedAt: { exists: false } },
            pagination: false,
            depth: 0,
            overrideAccess: true,
            req,
          })
        ).docs
      : [payment]
    if (payment.voidedAt || group.length === 0) throw new APIError(ALREADY_VOIDED, 409)
    const registrationIds = [...new Set(group.map(registrationIdOf))].sort((a, b) => a - b)
    for (const id of registrationIds) await holdRegistration(req, id)

    const settlements: Settlement[] = []
    for (const id of registrationIds) {
      const voided = group.filter((p) => registrationIdOf(p) === id)
      const remaining = (await paymentsOf(req, id)).filter(
        (p) => !p.voidedAt && !voided.some((v) => v.id === p.id),
      )
      const net = remaining.reduce(
        (sum, p) => sum + (p.kind === 'refund' ? -toSen(p.amount) : toSen(p.amount)),
        0,
      )
      if (net < 0) throw new APIError(refundsExceedPayments(net), 409)
      const cancelled: string[] = []
      for (const entry of voided) {
        await req.payload.update({
          collection: 'payments',
          id: entry.id,
          data: {
            voidedAt: new Date().toISOString(),
            voidedBy: actingUserId(req),
            voidReason: reason,
          },
          depth: 0,
          overrideAccess: true,
          req,
        })
        const number = await cancelDocumentOf(req, entry, reason)
        if (number) cancelled.push(number)
      }
      const settled = await settleRegistration(req, id, { voided: voided.map((p) => p.id) })
      await recordAudit(req, {
        action: 'payment-voided',
        query: { collection: 'payments', ids: voided.map((p) => p.id), registration: id },
        details: {
          reason,
          cancelledDocuments: cancelled,
          before: ledgerSummary(settled.before),
          after: ledgerSummary(settled.after),
        },
      })
      settlements.push(settled)
    }
    if (lineId) await reopenLine(req, lineId, reason)
    return settlements
  })
