import type { PayloadRequest } from 'payload'

import { ledgerFigures, type LedgerFigures } from '@/lib/payments/ledger'
import { toRinggit, toSen } from '@/lib/pricing'
import type { Payment, Registration } from '@/payload-types'

export type Settlement = {
  registration: Registration
  before: LedgerFigures
  after: LedgerFigures
  becamePaid: boolean
}

/** A registration's recorded payments and refunds, voided ones included. */
export const paymentsOf = async (req: PayloadRequest, id: number): Promise<Payment[]> =>
  (
    await req.payload.find({
      collection: 'payments',
      where: { registration: { equals: id } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs

export const figuresOf = (registration: Registration, payments: Payment[]): LedgerFigures =>
  ledgerFigures(
    toSen(registration.totalAmount ?? 0),
    payments.map((p) => ({
      kind: p.kind,
      amountSen: toSen(p.amount),
      voided: Boolean(p.voidedAt),
      recordedAt: p.createdAt,
    })),
  )

// Inside the caller's transaction, under its row lock. `before` is the ledger without the entries
// this transaction recorded or voided.
export const settleRegistration = async (
  req: PayloadRequest,
  registrationOrId: Registration | number,
  {
    confirm = false,
    recorded = [],
    voided = [],
    alsoSet = {},
  }: {
    confirm?: boolean
    recorded?: number[]
    voided?: number[]
    alsoSet?: { slipWaiting?: boolean }
  } = {},
): Promise<Settlement> => {
  const stored =
    typeof registrationOrId === 'object'
      ? registrationOrId
      : await req.payload.findByID({
          collection: 'registrations',
          id: registrationOrId,
          depth: 0,
          overrideAccess: true,
          req,
        })
  const id = stored.id
  const payments = await paymentsOf(req, id)
  const before = figuresOf(
    stored,
    payments
      .filter((p) => !recorded.includes(p.id))
      .map((p) => (voided.includes(p.id) ? { ...p, voidedAt: null } : p)),
  )
  const after = figuresOf(stored, payments)
  const becamePaid = after.paidAt !== null && before.paidAt === null
  const registration = await req.payload.update({
    collection: 'registrations',
    id,
    data: {
      ...alsoSet,
      amountPaid: toRinggit(after.netSen),
      paymentState: after.state,
      paidAt: after.paidAt,
      ...(becamePaid && confirm && stored.status === 'pending' ? { status: 'confirmed' } : {}),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return { registration, before, after, becamePaid }
}
