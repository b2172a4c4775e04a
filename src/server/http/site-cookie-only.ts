import config from '@payload-config'

import { hasCookie, startedBySite, withoutCookie } from '@/lib/security/request-origin'

/**
 * The request Payload should see: as it came when it does not carry the sign-in cookie or was
 * started by the site's own pages (its origin is Payload's CSRF list, SERVER_URL's), else
 * without the cookie, so it is answered as anonymous. Payload's own check lets the cookie
 * through for a request from a sibling subdomain (`Sec-Fetch-Site: same-site`) or one that
 * says nothing about where it came from (a typed address), whatever the method.
 */
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
