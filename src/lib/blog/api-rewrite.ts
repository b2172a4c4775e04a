import { RESERVED_BLOG_SEGMENTS } from './reserved-slugs'

export const BLOG_LANGUAGES = ['en', 'ms'] as const

/**
 * Maps the spec's blog calls onto Payload's routes: `lang` becomes Payload's `locale`, and
 * `GET /api/blog/{slug}` goes to our by-slug endpoint while numeric ids, `/count` and
 * `/versions` stay with Payload. Returns the path and query to rewrite to, or null.
 */
export const blogApiRewrite = (
  method: string,
  pathname: string,
  search: URLSearchParams,
): string | null => {
  const match = /^\/api\/blog(?:\/([^/]+))?\/?$/.exec(pathname)
  if (!match || method !== 'GET') return null
  const segment = match[1] ? decodeURIComponent(match[1]) : undefined
  const query = new URLSearchParams(search)
  const lang = query.get('lang')
  if (lang && (BLOG_LANGUAGES as readonly string[]).includes(lang) && !query.has('locale')) {
    query.set('locale', lang)
  }
  const bySlug =
    segment !== undefined && !/^\d+$/.test(segment) && !RESERVED_BLOG_SEGMENTS.has(segment)
  if (!bySlug && query.toString() === search.toString()) return null
  const path = bySlug ? `/api/blog/slug/${encodeURIComponent(segment)}` : pathname
  const queryString = query.toString()
  return queryString ? `${path}?${queryString}` : path
}
