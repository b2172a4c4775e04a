import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import { documentPolicy, type DocumentPolicyOptions } from '@/lib/security/csp'
import { inlineScriptsOf } from '@/lib/security/next-inline-scripts'
import { holdPage } from '@/server/framework/hold-html-response'

import type { CompressedPages } from './compressed-pages'

type PolicyOptions = Omit<DocumentPolicyOptions, 'scriptSources'>
type Logger = { warn: (message: string) => void }

const isAdminPath = (url = '') => url === '/admin' || /^\/admin[/?#]/.test(url)

/**
 * Cached public pages are the GETs of the public site: Next.js serves them whole from its
 * page cache, so holding one until it is complete costs no waiting, and its policy can name
 * its scripts by hash. Everything else is rendered for its request and streams.
 */
const isCachedPublicPage = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && !isAdminPath(req.url)

/**
 * Gives each response its Content-Security-Policy:
 * - a cached public page is held until complete and allows exactly Next's own inline
 *   scripts, by hash (never any other inline script found in it: see next-inline-scripts.ts);
 *   anything else a GET fetches (API answers, scripts, images, files) gets a policy under
 *   which nothing runs;
 * - what is rendered for its request (the admin, the answer to a form's post, any other
 *   method) gets a fresh nonce, which Next.js reads from the request's own policy header and
 *   writes onto every script it sends, and streams as Next sends it.
 * A 304 carries no policy: the browser keeps the one stored with its copy, which matches that
 * copy's scripts (a policy sent on a 304 would replace it).
 *
 * Given `pages`, a cached page with its ETag goes out compressed from there (each version
 * once per encoding) instead of by the compression middleware on every request.
 */
export const contentSecurityPolicy = (
  options: PolicyOptions,
  logger: Logger,
  pages?: CompressedPages,
) => {
  const hashedPolicy = (html: string, url = '') => {
    const { hashes, foreign } = inlineScriptsOf(html)
    if (foreign > 0) {
      logger.warn(`${url}: ${foreign} inline script(s) that Next.js did not write were blocked`)
    }
    return documentPolicy({ ...options, scriptSources: hashes })
  }
  // A cached page's ETag is Next's hash of its body: the same ETag, the same scripts, so the
  // policy worked out from a page once serves every later copy of it without holding and
  // reading the page again. Bounded: one entry per page version still being served.
  const policiesByEtag = new LRUCache<string, string>({ max: 500 })

  return (req: IncomingMessage, res: ServerResponse): void => {
    // Only the server decides a nonce; a client's own header would otherwise reach Next.
    delete req.headers['content-security-policy']
    delete req.headers['content-security-policy-report-only']
    if (isCachedPublicPage(req)) {
      holdPage(req, res, {
        known: policiesByEtag,
        policyFor: (html) => hashedPolicy(html, req.url),
        pages,
      })
      return
    }
    const nonce = randomBytes(16).toString('base64')
    req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
    res.setHeader(
      'Content-Security-Policy',
      documentPolicy({ ...options, scriptSources: [`'nonce-${nonce}'`] }),
    )
  }
}
