import { isBlogLanguage } from '@/lib/blog/language'

// Keyed only on what the spec's clients vary: a key from whatever a visitor writes in the query
// would let anyone fill the cache at will.
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
