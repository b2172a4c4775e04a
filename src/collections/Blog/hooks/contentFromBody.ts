import type { FieldHook } from 'payload'

import { lexicalToContent } from '@/server/blog/markdown'

// `content` is not stored: it is the body as the spec's newline-separated text.
export const contentFromBody: FieldHook = ({ siblingData, req }) =>
  lexicalToContent(req.payload.config, siblingData?.body)
