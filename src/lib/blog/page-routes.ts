import { blogLanguageOrDefault, isBlogLanguage, type BlogLanguage } from './language'

// A page that read the query would render per request, so src/proxy.ts turns ?page= and ?lang= into
// segments the full-route cache keeps (/blog?lang=ms&page=2 → /blog/2/ms; slugs are never digits).
// The path changes, not just the query: Next.js lost query-only rewrites on some listen addresses.

export type BlogView =
  | { kind: 'list'; lang: BlogLanguage; page: number }
  | { kind: 'post'; lang: BlogLanguage; slug: string }

const PAGE_NUMBER = /^[1-9]\d{0,5}$/

export const pageFromQuery = (value: string | null): number =>
  value && PAGE_NUMBER.test(value) ? Number(value) : 1

export const blogListRoute = (lang: BlogLanguage, page: number): string => `/blog/${page}/${lang}`

export const blogPageRewrite = (pathname: string, search: URLSearchParams): string | null => {
  const lang = blogLanguageOrDefault(search.get('lang'))
  if (pathname === '/blog') return blogListRoute(lang, pageFromQuery(search.get('page')))
  const match = /^\/blog\/([^/]+)$/.exec(pathname)
  if (!match) return null
  const segment = match[1]
  // Files beside the posts (rss.xml) and bare numbers are left to their own routes or the 404.
  if (segment.includes('.') || /^\d+$/.test(segment)) return null
  return `/blog/${segment}/${lang}`
}

export const blogViewOf = (segment: string, lang: string): BlogView | null => {
  if (!isBlogLanguage(lang)) return null
  if (PAGE_NUMBER.test(segment)) return { kind: 'list', lang, page: Number(segment) }
  if (/^\d+$/.test(segment)) return null
  return { kind: 'post', lang, slug: decodeURIComponent(segment) }
}
