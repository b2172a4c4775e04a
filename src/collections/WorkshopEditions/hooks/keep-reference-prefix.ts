import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { REFERENCE_PREFIX_LOCKED } from '@/lib/workshop/reference-prefix'

// Payers have already quoted references with the prefix in transfers the statement matcher must
// still find, so once an edition has a registration its prefix stays.
export const keepReferencePrefix: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  if (data.referencePrefix === undefined || data.referencePrefix === originalDoc.referencePrefix) {
    return data
  }
  const { totalDocs } = await req.payload.count({
    collection: 'registrations',
    where: { edition: { equals: originalDoc.id } },
    req,
  })
  if (totalDocs > 0) throw new APIError(REFERENCE_PREFIX_LOCKED, 400)
  return data
}
