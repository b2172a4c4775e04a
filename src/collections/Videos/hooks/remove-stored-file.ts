import type { CollectionAfterDeleteHook } from 'payload'

import { storedObjectName } from '@/lib/video-uploads/upload-key'
import { parseStoredVideoPath } from '@/lib/video-path'
import { videoStorage } from '@/server/storage'

/** A deleted video takes its uploaded file with it, unless another video still shows it. */
export const removeStoredFile: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const stored = doc.filePath ? parseStoredVideoPath(doc.filePath) : null
  if (!stored) return
  const { totalDocs } = await req.payload.count({
    collection: 'videos',
    where: { filePath: { equals: doc.filePath } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) return
  await videoStorage().remove(storedObjectName(stored.id, stored.ext))
  await req.payload.delete({
    collection: 'video-uploads',
    where: { storedPath: { equals: doc.filePath } },
    overrideAccess: true,
    req,
  })
}
