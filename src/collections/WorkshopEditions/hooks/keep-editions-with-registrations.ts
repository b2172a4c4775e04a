import { APIError, type CollectionBeforeDeleteHook } from 'payload'

export const EDITION_HAS_REGISTRATIONS =
  'This edition has registrations and cannot be deleted; set its status to Archived instead.'

/** Registrations are invoices' source records: the edition they belong to stays with them. */
export const keepEditionsWithRegistrations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'registrations',
    where: { edition: { equals: id } },
    req,
  })
  if (totalDocs > 0) throw new APIError(EDITION_HAS_REGISTRATIONS, 409)
}
