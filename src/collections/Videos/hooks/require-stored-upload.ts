import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { VIDEO_FILE_NOT_OURS } from '@/lib/validation/messages'

// A path of the right shape is not enough: a record could point at nothing, or at a refused file.
export const requireStoredUpload: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
  collection,
}) => {
  const filePath = data.filePath
  if (!filePath || filePath === originalDoc?.filePath) return data
  const { totalDocs } = await req.payload.count({
    collection: 'video-uploads',
    where: { storedPath: { equals: filePath }, status: { equals: 'stored' } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'filePath', message: VIDEO_FILE_NOT_OURS }],
    })
  }
  return data
}
