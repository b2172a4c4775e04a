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

// Served whole from Next's cache: holding one costs no wait, and its policy can hash its scripts.
const isCachedPublicPage = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && !isAdminPath(req.url)

/**
 * A cached public page allows exactly Next's own inline scripts, by hash; what is rendered per
 * request gets a fresh nonce, which Next reads from the request's policy header. A 304 carries no
 * policy: it would replace the one the browser stored with its copy.
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
  // The ETag is Next's hash of the body, so a page's policy serves every later copy unread.
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
