import { blogLanguageOrDefault, isBlogLanguage, type BlogLanguage } from './language'

/**
 * How the blog's public addresses reach their cached pages. A page that read the query
 * (`?lang=`, `?page=`) would be rendered for every request; instead src/proxy.ts rewrites
 * each public address to a path that carries them as segments, and the route
 * `src/app/(frontend)/blog/[segment]/[lang]` renders that path once and keeps it in Next's
 * full-route cache:
 *
 *   /blog?lang=ms&page=2  →  /blog/2/ms       (a page of the list: the segment is a number)
 *   /blog/{slug}?lang=ms  →  /blog/{slug}/ms  (a post: slugs are never only digits)
 *
 * The rewrite changes the path, not only the query: Next.js kept a query-only rewrite under
 * one listen address and lost it under another. The internal paths stay under /blog/ so the
 * menu marks Blog as current both in the cached HTML and in the browser.
 */

export type BlogView =
  | { kind: 'list'; lang: BlogLanguage; page: number }
  | { kind: 'post'; lang: BlogLanguage; slug: string }

const PAGE_NUMBER = /^[1-9]\d{0,5}$/

/** A positive page number from the query; anything else is the first page. */
export const pageFromQuery = (value: string | null): number =>
  value && PAGE_NUMBER.test(value) ? Number(value) : 1

export const blogListRoute = (lang: BlogLanguage, page: number): string => `/blog/${page}/${lang}`

/** Public address → internal path, or null for addresses the rewrite leaves alone. */
export const blogPageRewrite = (pathname: string, search: URLSearchParams): string | null => {
  const lang = blogLanguageOrDefault(search.get('lang'))
  if (pathname === '/blog') return blogListRoute(lang, pageFromQuery(search.get('page')))
  const match = /^\/blog\/([^/]+)$/.exec(pathname)
  if (!match) return null
  const segment = match[1]
  // Files beside the posts (rss.xml) and bare numbers (not a post, nor a public address of
  // the list) are left to their own routes, or to the 404 page.
  if (segment.includes('.') || /^\d+$/.test(segment)) return null
  return `/blog/${segment}/${lang}`
}

/** What the internal route's segments ask for, or null for a path it does not serve. */
export const blogViewOf = (segment: string, lang: string): BlogView | null => {
  if (!isBlogLanguage(lang)) return null
  if (PAGE_NUMBER.test(segment)) return { kind: 'list', lang, page: Number(segment) }
  if (/^\d+$/.test(segment)) return null
  return { kind: 'post', lang, slug: decodeURIComponent(segment) }
}
