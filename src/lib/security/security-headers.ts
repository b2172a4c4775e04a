/**
 * Headers every response carries, page or API: no MIME sniffing, no framing by other sites,
 * a referrer that leaves the site as the origin only, no access to device features nobody
 * here needs, and (in production over HTTPS) HSTS for a year.
 */
export const securityHeaders = ({ https }: { https: boolean }): Record<string, string> => ({
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-DNS-Prefetch-Control': 'off',
  ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
})
