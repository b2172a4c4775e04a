import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * One document by its id, as the server reads it (no access rules, no related documents),
 * within the request's transaction; Payload's NotFound when there is none.
 */
export const readById = <Slug extends CollectionSlug>(
  req: PayloadRequest,
  collection: Slug,
  id: number,
) => req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
