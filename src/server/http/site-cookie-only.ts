import config from '@payload-config'

import { hasCookie, startedBySite, withoutCookie } from '@/lib/security/request-origin'

// Drops the sign-in cookie unless the site's own pages started the request: Payload's own check
// lets it through from a sibling subdomain (`Sec-Fetch-Site: same-site`) or with no origin at all.
export const withSiteCookieOnly = async (request: Request): Promise<Request> => {
  const { cookiePrefix, csrf } = await config
  const tokenCookie = `${cookiePrefix}-token`
  const cookie = request.headers.get('cookie')
  if (!hasCookie(cookie, tokenCookie)) return request
  const source = {
    secFetchSite: request.headers.get('sec-fetch-site'),
    origin: request.headers.get('origin'),
  }
  if (startedBySite(source, csrf)) return request
  const headers = new Headers(request.headers)
  const rest = withoutCookie(cookie as string, tokenCookie)
  if (rest) headers.set('cookie', rest)
  else headers.delete('cookie')
  return new Request(request, { headers })
}
