import type { PayloadRequest } from 'payload'

import type { OpenRegistration } from '@/lib/payments/match-statement'
import { toSen } from '@/lib/pricing'

// Cancelled ones are read too, so a payment naming one waits for a person rather than being taken
// for someone else's.
export const openRegistrations = async (req: PayloadRequest): Promise<OpenRegistration[]> => {
  const { docs } = await req.payload.find({
    collection: 'registrations',
    where: { reference: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      reference: true,
      status: true,
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
    cancelled: doc.status === 'cancelled',
    payerNames: [doc.organization, doc.contactName].filter(
      (name): name is string => typeof name === 'string' && name.trim() !== '',
    ),
  }))
}
