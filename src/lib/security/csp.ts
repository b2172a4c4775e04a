import { createHash } from 'node:crypto'

/**
 * Content-Security-Policy for the site's HTML documents. Next.js writes inline scripts (the
 * page's React Server Components payload and its bootstrap) into every page. Pages are
 * served from a cache, so a per-request nonce cannot be used; instead each response allows
 * exactly the inline scripts it contains, by their SHA-256 hashes, and nothing else inline.
 */

// An executable inline script: no src, and no type or a JavaScript type. Data blocks such as
// application/ld+json are not run and need no allowance.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  )
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : null
}

export const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue
    if (!EXECUTABLE_TYPE.test(attribute(attributes, 'type') ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export type DocumentPolicyOptions = {
  scriptHashes: string[]
  /** Other origins the page may send requests to (e.g. the S3 store for uploads). */
  connectSources?: string[]
  /** Frames the page may embed (the dashboard's YouTube preview). */
  frameSources?: string[]
  /** Served over HTTPS: ask browsers to upgrade any http:// subresource. */
  upgradeInsecureRequests?: boolean
}

export const documentPolicy = ({
  scriptHashes,
  connectSources = [],
  frameSources = [],
  upgradeInsecureRequests = false,
}: DocumentPolicyOptions): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
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
