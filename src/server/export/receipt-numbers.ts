import type { Payload, TypedUser } from 'payload'

import { READ_AUDITED_BY_CALLER } from '@/lib/audit/read-entry'

import type { ExportedRecord } from './export-batches'

// One read per batch, so the export's memory stays what a batch needs.
export const withReceiptNumbers = async (
  payload: Payload,
  user: TypedUser | null,
  registrations: ExportedRecord[],
): Promise<ExportedRecord[]> => {
  const { docs } = await payload.find({
    collection: 'official-receipts',
    where: {
      and: [
        { registration: { in: registrations.map((registration) => registration.id) } },
        { cancelledAt: { exists: false } },
      ],
    },
    sort: 'sequence',
    pagination: false,
    depth: 0,
    select: { number: true, registration: true },
    overrideAccess: false,
    user,
    // The export is one audit entry, written before its first byte (export-response.ts).
    context: { [READ_AUDITED_BY_CALLER]: true },
  })
  const numbers = new Map<unknown, string[]>()
  for (const receipt of docs) {
    numbers.set(receipt.registration, [
      ...(numbers.get(receipt.registration) ?? []),
      receipt.number,
    ])
  }
  return registrations.map((registration) => ({
    ...registration,
    receiptNumbers: numbers.get(registration.id) ?? [],
  }))
}
