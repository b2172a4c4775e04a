import { BLOG_LANGUAGES, isBlogLanguage } from './language'
import { RESERVED_BLOG_SEGMENTS } from './reserved-slugs'

// Decided in the API's GET handler, not a rewrite in src/proxy.ts: Next.js lost a query-only proxy
// rewrite when the server listened on all interfaces. `lang=en|ms` selects Payload's `locale`;
// `/api/blog/{slug}` goes to the by-slug endpoint, while numeric ids, `/count`… stay Payload's.
export type BlogApiRequest =
  | { kind: 'refused'; message: string }
  | { kind: 'mapped'; pathname: string; search: URLSearchParams }

const BLOG_API_PATH = /^\/api\/blog(?:\/(.*))?$/

export const UNKNOWN_LANGUAGE_MESSAGE = `Unknown language: use lang=${BLOG_LANGUAGES.join(' or lang=')}.`

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
