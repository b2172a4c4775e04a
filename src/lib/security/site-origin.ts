// Browsers send exactly this form in `Origin`: with a path or trailing slash nothing would match.
export const siteOrigin = (serverUrl: string | undefined): string | null => {
  if (!serverUrl?.trim()) return null
  return new URL(serverUrl.trim()).origin
}

// Never empty: an empty list switches Payload's CSRF check off altogether.
export const trustedOrigins = (serverUrl: string | undefined, port: string | undefined) => {
  const own = siteOrigin(serverUrl)
  if (own) return [own]
  const localPort = port?.trim() || '3000'
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${localPort}`)
}

// Secure only over HTTPS (a plain-HTTP local run would drop it). Strict: no request another site
// starts carries it, so an admin link in an e-mail opens the sign-in page first.
export const authCookieFlags = (origin: string | null) => ({
  secure: origin?.startsWith('https://') ?? false,
  sameSite: 'Strict' as const,
})
