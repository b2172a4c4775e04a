import type { CollectionBeforeValidateHook } from 'payload'

import { videoSchema } from '@/lib/validation/video'
import { parseOrThrow } from '@/server/validation-error'

// The same rules as the dashboard's forms, for every way in (REST, admin, Local API). An
// update is checked as the document it would leave behind.
export const validateVideo: CollectionBeforeValidateHook = ({ data, originalDoc, collection }) => {
  const merged = { ...(originalDoc ?? {}), ...(data ?? {}) }
  const clean = parseOrThrow(videoSchema, merged, { collection: collection.slug })
  return {
    ...data,
    title: clean.title,
    description: clean.description ?? null,
    youtubeUrl: clean.youtubeUrl ?? null,
    fileName: clean.fileName ?? null,
    filePath: clean.filePath ?? null,
  }
}
