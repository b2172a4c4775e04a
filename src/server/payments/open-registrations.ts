import type { PayloadRequest } from 'payload'

import type { OpenRegistration } from '@/lib/payments/match-statement'
import { toSen } from '@/lib/pricing'

/**
 * The registrations a bank line may pay: every one not cancelled, with what it owes and what
 * it has paid, and the names a payer might bank under (its organisation, its contact).
 */
export const openRegistrations = async (req: PayloadRequest): Promise<OpenRegistration[]> => {
  const { docs } = await req.payload.find({
    collection: 'registrations',
    where: { status: { not_equals: 'cancelled' }, reference: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      reference: true,
      totalAmount: true,
      amountPaid: true,
      organization: true,
      contactName: true,
    },
    req,
  })
  return docs.map((doc) => ({
    id: doc.id,
    reference: doc.reference ?? '',
    amountDueSen: toSen(doc.totalAmount ?? 0),
    amountPaidSen: toSen(doc.amountPaid ?? 0),
    payerNames: [doc.organization, doc.contactName].filter(
      (name): name is string => typeof name === 'string' && name.trim() !== '',
    ),
  }))
}
