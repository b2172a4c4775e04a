// A cached page names Next's inline scripts by SHA-256 (a per-request nonce would make every
// cached page dynamic; see next-inline-scripts.ts); a page rendered per request carries a nonce.

export type DocumentPolicyOptions = {
  scriptSources: string[]
  connectSources?: string[]
  frameSources?: string[]
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

export const RESOURCE_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"
