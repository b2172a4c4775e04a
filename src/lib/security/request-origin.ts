// Sec-Fetch-Site (pages cannot set it) must be same-origin, not just same-site; Origin the exact
// origin. Referer alone is not taken: Payload reads the sign-in cookie only with one of those two.
export type RequestSource = { secFetchSite: string | null; origin: string | null }

export const startedBySite = (source: RequestSource, trusted: readonly string[]): boolean => {
  if (source.origin !== null && !trusted.includes(source.origin)) return false
  if (source.secFetchSite !== null) return source.secFetchSite === 'same-origin'
  return source.origin !== null
}

export const withoutCookie = (header: string, name: string): string | null => {
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split('=')[0].trim() !== name)
  return kept.length > 0 ? kept.join('; ') : null
}

export const hasCookie = (header: string | null, name: string): boolean =>
  header !== null && header.split(';').some((part) => part.split('=')[0].trim() === name)
