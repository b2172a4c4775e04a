import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { REFERENCE_PREFIX_LOCKED } from '@/lib/workshop/reference-prefix'

/**
 * Registrations' payment references start with their edition's prefix, and payers have
 * already quoted them in transfers the statement matcher must still find: once an edition
 * has a registration, its prefix stays. Counted in the save's transaction, as the edition's
 * registrations stand there.
 */
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
