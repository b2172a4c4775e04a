import type { PayloadRequest } from 'payload'

/** Collections numbered from a gap-free sequence of their own. */
type NumberedCollection = 'official-receipts' | 'refund-notes' | 'invoices' | 'certificates'

// Read under the caller's lock for that sequence, held until commit, so the next one is free.
export const lastSequence = async (
  req: PayloadRequest,
  collection: NumberedCollection,
): Promise<number> => {
  const { docs } = await req.payload.find({
    collection,
    sort: '-sequence',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { sequence: true },
    req,
  })
  return docs[0]?.sequence ?? 0
}
