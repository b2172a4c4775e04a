/**
 * Whether a browser request was started by the site's own pages, from what the browser says
 * about it: `Sec-Fetch-Site`, which pages cannot set, and `Origin`, which must then be the
 * site's exact origin. A page of a sibling subdomain is "same-site", not "same-origin"; a
 * request that says neither (a non-browser client, an address typed into the browser) proves
 * nothing. A `Referer` alone is not taken either: Payload itself reads the sign-in cookie only
 * with `Origin` or `Sec-Fetch-Site`, and so do all browsers the admin supports.
 */
export type RequestSource = { secFetchSite: string | null; origin: string | null }

export const startedBySite = (source: RequestSource, trusted: readonly string[]): boolean => {
  if (source.origin !== null && !trusted.includes(source.origin)) return false
  if (source.secFetchSite !== null) return source.secFetchSite === 'same-origin'
  return source.origin !== null
}

/** A Cookie header without the named cookie, or null when nothing else is left. */
export const withoutCookie = (header: string, name: string): string | null => {
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0].trim() !== name)
  return kept.length > 0 ? kept.join('; ') : null
}

/** Whether a Cookie header carries the named cookie. */
export const hasCookie = (header: string | null, name: string): boolean =>
  header !== null && header.split(';').some((part) => part.split('=')[0].trim() === name)
