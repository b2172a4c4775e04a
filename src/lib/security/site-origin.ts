/**
 * The site's own origin (scheme, host, port) from SERVER_URL, or null when it is unset
 * (local development). Browsers send exactly this form in `Origin`, so the CORS and CSRF
 * lists must hold it without a path or trailing slash, or no request would ever match.
 */
export const siteOrigin = (serverUrl: string | undefined): string | null => {
  if (!serverUrl?.trim()) return null
  return new URL(serverUrl.trim()).origin
}

/**
 * The origins trusted for CORS and for cookie-authenticated API calls (Payload's CSRF list):
 * SERVER_URL's origin; without it (a local `npm start`), the loopback addresses of the port
 * the site listens on. An empty list would switch Payload's CSRF check off altogether, letting
 * any other site's page call the API with a signed-in staff member's cookie.
 */
export const trustedOrigins = (serverUrl: string | undefined, port: string | undefined) => {
  const own = siteOrigin(serverUrl)
  if (own) return [own]
  const localPort = port?.trim() || '3000'
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${localPort}`)
}

/**
 * Staff sign-in cookie flags. Payload's cookie is HttpOnly already; Secure is set whenever
 * the site is served over HTTPS (never on plain-HTTP local runs, where the browser would
 * drop it). Strict: no request started by another site carries it, navigations included.
 * A link to the admin in a notification e-mail then opens the sign-in page first.
 */
export const authCookieFlags = (origin: string | null) => ({
  secure: origin?.startsWith('https://') ?? false,
  sameSite: 'Strict' as const,
})
