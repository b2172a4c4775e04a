/**
 * Content-Security-Policy for the site's HTML documents. Inline scripts run only when the
 * policy names them: a cached public page names Next's own inline scripts by their SHA-256
 * hashes (a per-request nonce would make every cached page dynamic; see
 * next-inline-scripts.ts), and a page rendered for one request (the admin, a form's answer)
 * carries a nonce Next.js writes onto each of its scripts.
 */

export type DocumentPolicyOptions = {
  /** Hash sources of a cached page's scripts, or the nonce source of a rendered one. */
  scriptSources: string[]
  /** Other origins the page may send requests to (e.g. the S3 store for uploads). */
  connectSources?: string[]
  /** Frames the page may embed (the dashboard's YouTube preview). */
  frameSources?: string[]
  /** Served over HTTPS: ask browsers to upgrade any http:// subresource. */
  upgradeInsecureRequests?: boolean
}

export const documentPolicy = ({
  scriptSources,
  connectSources = [],
  frameSources = [],
  upgradeInsecureRequests = false,
}: DocumentPolicyOptions): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // React and Payload's admin set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self' ${connectSources.join(' ')}`.trim(),
    `frame-src ${frameSources.length ? frameSources.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ')

/** For everything that is not an HTML page (API answers, images, files): nothing may run. */
export const RESOURCE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"
