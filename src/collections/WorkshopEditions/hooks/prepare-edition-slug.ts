import type { CollectionBeforeChangeHook } from 'payload'

import { editionSlugBase, uniqueSlug } from '@/lib/workshop/edition-slug'

// Follows the start date while a draft, and never changes once published: people share it and the
// confirmation e-mails link to it.
export const prepareEditionSlug: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const wasDraft = operation === 'create' || originalDoc?.status === 'draft' || !originalDoc?.slug
  if (!wasDraft) return { ...data, slug: originalDoc.slug }
  const startsAt = data.startsAt ?? originalDoc?.startsAt
  if (!startsAt) return data
  const base = editionSlugBase(data.referencePrefix ?? originalDoc?.referencePrefix, startsAt)
  const { docs } = await req.payload.find({
    collection: 'workshop-editions',
    where: {
      and: [
        { slug: { like: base } },
        ...(operation === 'update' && originalDoc?.id
          ? [{ id: { not_equals: originalDoc.id } }]
          : []),
      ],
    },
    select: { slug: true },
    pagination: false,
    depth: 0,
    req,
  })
  return { ...data, slug: uniqueSlug(base, new Set(docs.map((doc) => doc.slug ?? ''))) }
}
