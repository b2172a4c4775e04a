import type { CollectionBeforeValidateHook } from 'payload'

import { contentToLexical } from '@/server/blog/markdown'

// API clients (and the seed) may write the spec's text `content`; it becomes the body.
export const bodyFromContent: CollectionBeforeValidateHook = async ({ data, req }) => {
  if (!data || typeof data.content !== 'string') return data
  const { content, ...rest } = data
  return { ...rest, body: await contentToLexical(req.payload.config, content) }
}
