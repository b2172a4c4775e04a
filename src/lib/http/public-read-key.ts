import { isBlogLanguage } from '@/lib/blog/language'

/**
 * Which anonymous API reads may be answered from the data cache, and under what key. Only
 * the reads the spec's clients make are kept, keyed only on what they vary: `/api/videos`,
 * and `/api/blog` and `/api/blog/{slug or id}` with an optional `lang=en|ms`. Any other
 * parameter, or another value, makes the read go to the database uncached: a key built from
 * whatever a visitor writes in the query would let anyone fill the cache at will.
 */
const CACHEABLE_PATHS = [/^\/api\/videos$/, /^\/api\/blog$/, /^\/api\/blog\/[a-z0-9-]{1,120}$/]

export type PublicRead = { key: string; collection: 'videos' | 'blog' }

export const publicReadKey = (pathname: string, search: URLSearchParams): PublicRead | null => {
  const path = pathname.replace(/\/+$/, '')
  if (!CACHEABLE_PATHS.some((pattern) => pattern.test(path))) return null
  const names = [...search.keys()]
  if (names.some((name) => name !== 'lang') || names.length > 1) return null
  const lang = search.get('lang')
  if (lang !== null && !isBlogLanguage(lang)) return null
  return {
    key: lang === null ? path : `${path}?lang=${lang}`,
    collection: path.startsWith('/api/videos') ? 'videos' : 'blog',
  }
}
