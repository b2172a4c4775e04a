import { BLOG_LANGUAGES, isBlogLanguage } from './language'
import { RESERVED_BLOG_SEGMENTS } from './reserved-slugs'

/**
 * The spec's blog calls on Payload's routes, decided inside the API's own GET handler (see
 * src/server/http/rest-handlers.ts) rather than by a rewrite in src/proxy.ts: Next.js kept a
 * proxy rewrite that only changed the query when the server listened on one address and lost
 * it when it listened on all interfaces, so `GET /api/blog?lang=ms` answered in English under
 * a plain `npm start`. Reading `lang` in the handler does not depend on how the server listens.
 *
 * - `lang=en|ms` on any GET under /api/blog selects Payload's `locale`; an unknown value is
 *   refused; without `lang` Payload's own `locale` (default English) applies.
 * - `GET /api/blog/{slug}` goes to the by-slug endpoint, while numeric ids, `/count`,
 *   `/versions`… stay Payload's.
 */
export type BlogApiRequest =
  | { kind: 'refused'; message: string }
  | { kind: 'mapped'; pathname: string; search: URLSearchParams }

const BLOG_API_PATH = /^\/api\/blog(?:\/(.*))?$/

export const UNKNOWN_LANGUAGE_MESSAGE = `Unknown language: use lang=${BLOG_LANGUAGES.join(' or lang=')}.`

/** How the API answers a GET; null when the path is not the blog's or nothing changes. */
export const resolveBlogApiRequest = (
  method: string,
  pathname: string,
  search: URLSearchParams,
): BlogApiRequest | null => {
  const match = BLOG_API_PATH.exec(pathname)
  if (!match || method !== 'GET') return null
  const rest = (match[1] ?? '').replace(/\/+$/, '')

  const query = new URLSearchParams(search)
  const lang = query.get('lang')
  if (lang !== null) {
    if (!isBlogLanguage(lang)) return { kind: 'refused', message: UNKNOWN_LANGUAGE_MESSAGE }
    query.set('locale', lang)
  }

  const segments = rest ? rest.split('/') : []
  const only = segments.length === 1 ? decodeURIComponent(segments[0]) : null
  const bySlug = only !== null && !/^\d+$/.test(only) && !RESERVED_BLOG_SEGMENTS.has(only)
  if (!bySlug && lang === null) return null
  return {
    kind: 'mapped',
    pathname: bySlug ? `/api/blog/slug/${encodeURIComponent(only)}` : pathname,
    search: query,
  }
}
