import type { FieldHook } from 'payload'

import { lexicalToContent } from '@/server/blog/markdown'

const isLexicalState = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'root' in value

// Not stored: the body as the spec's newline-separated text. With `locale=all` it holds each
// language's state, as the body does.
export const contentFromBody: FieldHook = async ({ siblingData, req }) => {
  const body: unknown = siblingData?.body
  if (!body || typeof body !== 'object' || isLexicalState(body)) {
    return lexicalToContent(req.payload.config, body)
  }
  const byLocale = await Promise.all(
    Object.entries(body).map(
      async ([locale, state]) =>
        [locale, await lexicalToContent(req.payload.config, state)] as const,
    ),
  )
  return Object.fromEntries(byLocale)
}
