export const securityHeaders = ({ https }: { https: boolean }): Record<string, string> => ({
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Only features browsers know: Chromium warns on every page about one it does not (`bluetooth`).
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-DNS-Prefetch-Control': 'off',
  ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
})
