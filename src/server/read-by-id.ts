import type { CollectionSlug, PayloadRequest } from 'payload'

export const readById = <Slug extends CollectionSlug>(
  req: PayloadRequest,
  collection: Slug,
  id: number,
) => req.payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
